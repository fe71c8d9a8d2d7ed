import { describe, expect, it } from "vitest";
import { decrypt, encrypt, randomToken } from "./crypto";

describe("encrypt", () => {
  it("round-trips, uses a fresh nonce each time and rejects tampering or the wrong key", () => {
    const sealed = encrypt("JBSWY3DPEHPK3PXP", "key-one");
    expect(encrypt("JBSWY3DPEHPK3PXP", "key-one")).not.toBe(sealed);
    expect(decrypt(sealed, "key-one")).toBe("JBSWY3DPEHPK3PXP");
    expect(() => decrypt(sealed, "key-two")).toThrow();
    const [iv, tag, data] = sealed.split(".");
    const flipped = Buffer.from(data!, "base64url");
    flipped[0]! ^= 1;
    expect(() => decrypt([iv, tag, flipped.toString("base64url")].join("."), "key-one")).toThrow();
  });

  it("makes tokens of 32 random bytes", () => {
    const token = randomToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
  });
});
