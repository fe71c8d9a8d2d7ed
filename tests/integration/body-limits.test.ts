import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApi } from "../../packages/functions/src/api";
import { createLocalApp } from "../../packages/functions/src/local/server";
import { call } from "../support/api";
import { png, upload } from "../support/files";
import { registeredUser } from "../support/users";

const REFUSED = { code: "unsupported_media_type", message: "This request takes a JSON body, not a file upload." };

function form(bytes: number) {
  const data = new FormData();
  data.append("email", "a@b.co");
  data.append("file", new File([new Uint8Array(bytes)], "big.bin"));
  return data;
}

/** A body sent in chunks with no Content-Length, as a client streaming it would. */
function streamed(bytes: number) {
  const chunk = new Uint8Array(8 * 1024).fill(120);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe("request bodies", () => {
  it("refuse multipart on every route that is not an upload, however small or large", async () => {
    const { token } = await registeredUser();
    const routes: Array<[string, string, string?]> = [
      ["POST", "/auth/login"],
      ["POST", "/auth/register"],
      ["POST", "/payment/webhook"],
      ["POST", "/plugin/connect"],
      ["PUT", "/update-profile", token],
      ["POST", "/license/create", token],
    ];
    for (const [method, path, bearer] of routes) {
      for (const size of [10, 1024 * 1024]) {
        const reply = await call(method, path, { token: bearer, raw: form(size) });
        expect(reply.status, `${method} ${path} ${size}`).toBe(400);
        expect(reply.body, `${method} ${path}`).toEqual(REFUSED);
      }
    }
    const shouted = await call("POST", "/auth/login", {
      raw: JSON.stringify({ email: "a@b.co", password: "x" }),
      headers: { "content-type": "Multipart/Form-Data; boundary=x" },
    });
    expect(shouted.body).toEqual(REFUSED);
  });

  it("hold every other body to 64 KB whatever its Content-Type says", async () => {
    const big = JSON.stringify({ email: "a@b.co", password: "x".repeat(70_000) });
    for (const type of ["application/json", "text/plain", "application/x-www-form-urlencoded", "application/octet-stream", undefined]) {
      const reply = await call("POST", "/auth/login", { raw: big, headers: type ? { "content-type": type } : {} });
      expect(reply.status, String(type)).toBe(413);
    }
    const chunked = await createApi().request("/api/payment/webhook", {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=x" },
      body: streamed(200 * 1024),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("still take an avatar upload, with its own limit, also through the local server", async () => {
    const { token } = await registeredUser();
    const local = createLocalApp(await mkdtemp(join(tmpdir(), "sitecrew-web-")));
    const viaLocal = async (body: FormData) => {
      const response = await local.request("/api/update-avatar", { method: "PUT", headers: { authorization: `Bearer ${token}` }, body });
      return { status: response.status, body: await response.json() };
    };
    expect((await call("PUT", "/update-avatar", { token, raw: upload("me.png", png()) })).status).toBe(200);
    expect((await viaLocal(upload("me.png", png()))).status).toBe(200);
    for (const reply of [
      await call("PUT", "/update-avatar", { token, raw: upload("big.png", new Uint8Array(3 * 1024 * 1024)) }),
      await viaLocal(upload("big.png", new Uint8Array(3 * 1024 * 1024))),
    ]) {
      expect(reply.status).toBe(413);
      expect(reply.body.message).toBe("File is too large. Maximum size is 2MB.");
    }
  });
});
