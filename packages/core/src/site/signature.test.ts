import { describe, expect, it } from "vitest";
import { canonical, checkSignature, SIGNATURE_HEADERS, signedHeaders } from "./signature";

const secret = "a".repeat(64);
const request = { method: "post", path: "/api/plugin/status", body: '{"a":1}' };

function signed(now = Date.now()) {
  const headers = signedHeaders("usr_1.dom_1", secret, request, now);
  return {
    parts: { ...request, timestamp: headers[SIGNATURE_HEADERS.timestamp], nonce: headers[SIGNATURE_HEADERS.nonce] },
    signature: headers[SIGNATURE_HEADERS.signature],
  };
}

describe("request signatures", () => {
  it("signs method, path, timestamp, nonce and the body's hash", () => {
    expect(canonical({ method: "get", path: "/sitecrew/v1/health", timestamp: "1700000000", nonce: "n", body: "" })).toBe(
      "GET\n/sitecrew/v1/health\n1700000000\nn\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });

  it("accepts its own signature", () => {
    const { parts, signature } = signed();
    expect(checkSignature(secret, parts, signature)).toBeNull();
  });

  it("refuses a changed body, path, method or secret", () => {
    const { parts, signature } = signed();
    expect(checkSignature(secret, { ...parts, body: '{"a":2}' }, signature)).toBe("bad_signature");
    expect(checkSignature(secret, { ...parts, path: "/api/plugin/disconnect" }, signature)).toBe("bad_signature");
    expect(checkSignature(secret, { ...parts, method: "GET" }, signature)).toBe("bad_signature");
    expect(checkSignature("b".repeat(64), parts, signature)).toBe("bad_signature");
  });

  it("refuses requests more than five minutes from now", () => {
    const now = Date.now();
    const old = signed(now - 301_000);
    expect(checkSignature(secret, old.parts, old.signature, now)).toBe("stale_request");
    const recent = signed(now - 299_000);
    expect(checkSignature(secret, recent.parts, recent.signature, now)).toBeNull();
    const future = signed(now + 301_000);
    expect(checkSignature(secret, future.parts, future.signature, now)).toBe("stale_request");
  });
});
