import { beforeAll, describe, expect, it } from "vitest";
import { JSON_LIMIT } from "../../packages/functions/src/api/request";
import { call, type Reply } from "../support/api";
import { addChatAgent } from "../support/chat";
import { addDomain } from "../support/domains";
import { registeredUser } from "../support/users";

let key: string;
let origin: string;

beforeAll(async () => {
  const user = await registeredUser();
  const host = `cors-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, `www.${host}`);
  key = (await addChatAgent(user.token, domain.id)).widget_key;
  origin = `https://${host}`;
});

/** The CORS headers of an answer, by name: what the visitor's browser checks before the widget may read it. */
const cors = (reply: Reply) => {
  const headers: Record<string, string> = {};
  reply.headers.forEach((value, name) => {
    if (name.startsWith("access-control-") || name === "vary") headers[name] = value;
  });
  return headers;
};

const post = (path: string, raw: string, type: string, from = origin) =>
  call("POST", `/widget/${key}/${path}`, { raw, headers: { "content-type": type, origin: from } });

describe("the widget's refusals", () => {
  it("carry the same CORS headers as its answers, so the widget on the owner's site can read them", async () => {
    const answered = await call("GET", `/widget/${key}/config`, { headers: { origin } });
    expect(answered.status).toBe(200);
    expect(cors(answered)).toMatchObject({ "access-control-allow-origin": origin, vary: "Origin" });

    const tooLarge = JSON.stringify({ content: "x".repeat(JSON_LIMIT), session: "s".repeat(24) });
    for (const path of ["messages", "leads"]) {
      const large = await post(path, tooLarge, "application/json");
      expect(large.status, path).toBe(413);
      expect(large.body.code).toBe("payload_too_large");
      expect(cors(large), path).toEqual(cors(answered));

      const text = await post(path, "Do you ship to Canada?", "text/plain");
      expect(text.status, path).toBe(415);
      expect(text.body.code).toBe("unsupported_media_type");
      expect(cors(text), path).toEqual(cors(answered));

      const broken = await post(path, "{not json", "application/json");
      expect(broken.status, path).toBe(400);
      expect(broken.body.code).toBe("invalid_json");
      expect(cors(broken), path).toEqual(cors(answered));
    }
  });

  it("give an origin the widget refuses no CORS headers, as before", async () => {
    for (const reply of [
      await post("messages", "hello", "text/plain", "https://evil.example.net"),
      await call("GET", `/widget/${key}/config`, { headers: { origin: "https://evil.example.net" } }),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("leave the preflight as it was", async () => {
    const preflight = await call("OPTIONS", `/widget/${key}/messages`, {
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(cors(preflight)).toMatchObject({
      "access-control-allow-origin": origin,
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": "content-type",
    });
  });
});
