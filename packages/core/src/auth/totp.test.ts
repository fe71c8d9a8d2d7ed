import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { RecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-code";
import { Totp } from "./totp";

describe("Totp.matchStep", () => {
  const secret = Totp.createSecret();
  const now = 1_800_000_000_000;
  const codeAt = (offset: number) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp: now + offset * 30_000 });
  const step = Math.floor(now / 30_000);

  it("accepts the current step and one either side, and names the step", () => {
    expect(Totp.matchStep(secret, codeAt(0), now)).toBe(step);
    expect(Totp.matchStep(secret, codeAt(-1), now)).toBe(step - 1);
    expect(Totp.matchStep(secret, codeAt(1), now)).toBe(step + 1);
  });

  it("refuses codes two steps away and malformed codes", () => {
    expect(Totp.matchStep(secret, codeAt(2), now)).toBeUndefined();
    expect(Totp.matchStep(secret, codeAt(-2), now)).toBeUndefined();
    expect(Totp.matchStep(secret, "12345", now)).toBeUndefined();
    expect(Totp.matchStep(secret, "abcdef", now)).toBeUndefined();
  });
});

describe("RecoveryCode", () => {
  it("generates distinct codes that hash the same however they are typed", () => {
    const codes = RecoveryCode.generate();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const code = codes[0]!;
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(RecoveryCode.hash(code.toUpperCase().replace("-", " "))).toBe(RecoveryCode.hash(code));
    expect(RecoveryCode.looksLikeOne("123456")).toBe(false);
  });
});
