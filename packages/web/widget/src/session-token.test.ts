import { describe, expect, it } from "vitest";
import { newSessionToken, SESSION_TOKEN } from "./session-token";

describe("session token", () => {
  it("is 32 base64url characters the API accepts", () => {
    for (let i = 0; i < 200; i++) {
      const token = newSessionToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(token).toMatch(SESSION_TOKEN);
    }
  });

  it("encodes 24 bytes with the URL-safe alphabet", () => {
    expect(newSessionToken((bytes) => bytes.fill(0xff))).toBe("_".repeat(32));
    expect(newSessionToken((bytes) => bytes.fill(0xfb))).toBe("-_v7".repeat(8));
    expect(newSessionToken((bytes) => bytes.fill(0))).toBe("A".repeat(32));
  });

  it("differs every time", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newSessionToken()));
    expect(tokens.size).toBe(1000);
  });
});
