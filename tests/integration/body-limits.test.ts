import { mkdtemp } from "node:fs/promises";
import { request, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../packages/functions/src/api";
import { createLocalApp, listen } from "../../packages/functions/src/local/server";
import { call } from "../support/api";
import { png, upload } from "../support/files";
import { registeredUser } from "../support/users";

const REFUSED = { code: "unsupported_media_type", message: "This request takes a JSON body (Content-Type: application/json)." };
const MB = 1024 * 1024;

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

let local: Awaited<ReturnType<typeof listen>>;
let port: number;

beforeAll(async () => {
  local = await listen(createLocalApp(await mkdtemp(join(tmpdir(), "sitecrew-web-"))), 0);
  port = (local.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => local?.close(resolve));
});

/**
 * Over a real connection: sends the headers and the first bytes of a body, and never the rest. An
 * answer proves the server decided without reading the body; none within `waitMs` fails.
 */
function answerToUnfinishedBody(path: string, headers: OutgoingHttpHeaders, waitMs = 5_000) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: "POST", path, headers });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${waitMs} ms while the body was still coming`));
    }, waitMs);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      });
    });
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write('--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n');
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
      for (const size of [10, MB]) {
        const reply = await call(method, path, { token: bearer, raw: form(size) });
        expect(reply.status, `${method} ${path} ${size}`).toBe(415);
        expect(reply.body, `${method} ${path}`).toEqual(REFUSED);
      }
    }
    const shouted = await call("POST", "/auth/login", {
      raw: JSON.stringify({ email: "a@b.co", password: "x" }),
      headers: { "content-type": "Multipart/Form-Data; boundary=x" },
    });
    expect(shouted.body).toEqual(REFUSED);
  });

  it("refuse a body of any type but JSON with 415, and take JSON by its media type", async () => {
    const body = JSON.stringify({ email: "nobody@example.test", password: "wrong-password-1" });
    for (const type of [
      "text/plain",
      "text/plain; charset=utf-8",
      "application/x-www-form-urlencoded",
      "application/octet-stream",
      "application/jsonp",
      "text/json",
      undefined,
    ]) {
      const reply = await call("POST", "/auth/login", { raw: body, headers: type ? { "content-type": type } : {} });
      expect(reply.status, String(type)).toBe(415);
      expect(reply.body, String(type)).toEqual(REFUSED);
    }
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8", "application/vnd.api+json"]) {
      const reply = await call("POST", "/auth/login", { raw: body, headers: { "content-type": type } });
      expect(reply.status, type).toBe(401);
    }
  });

  it("hold a JSON body to 64 KB, by its declared length or as it streams", async () => {
    const big = JSON.stringify({ email: "a@b.co", password: "x".repeat(70_000) });
    const declared = await call("POST", "/auth/login", { raw: big, headers: { "content-type": "application/json" } });
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe("payload_too_large");
    const chunked = await createApi().request("/api/payment/webhook", {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=x", "content-type": "application/json", "transfer-encoding": "chunked" },
      body: streamed(200 * 1024),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("answer at once over a connection, before the body has come", async () => {
    const multipart = await answerToUnfinishedBody("/api/auth/login", { "content-type": "multipart/form-data; boundary=x", "content-length": MB });
    expect(multipart).toEqual({ status: 415, body: REFUSED });
    const endless = await answerToUnfinishedBody("/api/auth/login", { "content-type": "text/plain", "transfer-encoding": "chunked" });
    expect(endless).toEqual({ status: 415, body: REFUSED });
    const huge = await answerToUnfinishedBody("/api/auth/login", { "content-type": "application/json", "content-length": 1024 * MB });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe("payload_too_large");
  });

  it("leave requests without a body alone, whatever their headers say", async () => {
    const headerSets: Array<Record<string, string>> = [
      {},
      { "content-length": "0" },
      { "content-type": "text/plain", "content-length": "0" },
      { "content-type": "multipart/form-data; boundary=x" },
    ];
    for (const headers of headerSets) {
      const { token } = await registeredUser();
      const reply = await call("POST", "/auth/logout", { token, headers });
      expect(reply.status, JSON.stringify(headers)).toBe(200);
    }
    const overHttp = await fetch(`http://127.0.0.1:${port}/api/runs/run_unknown/cancel`, { method: "POST", headers: { "content-type": "text/plain" } });
    expect(overHttp.status).toBe(401);
  });

  it("still take an avatar upload, with its own limit, also through the local server", async () => {
    const { token } = await registeredUser();
    const viaLocal = async (body: FormData) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/update-avatar`, { method: "PUT", headers: { authorization: `Bearer ${token}` }, body });
      return { status: response.status, body: await response.json() };
    };
    expect((await call("PUT", "/update-avatar", { token, raw: upload("me.png", png()) })).status).toBe(200);
    expect((await viaLocal(upload("me.png", png()))).status).toBe(200);
    for (const reply of [
      await call("PUT", "/update-avatar", { token, raw: upload("big.png", new Uint8Array(3 * MB)) }),
      await viaLocal(upload("big.png", new Uint8Array(3 * MB))),
    ]) {
      expect(reply.status).toBe(413);
      expect(reply.body.message).toBe("File is too large. Maximum size is 2MB.");
    }
  });
});
