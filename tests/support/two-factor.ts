import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { call } from "./api";
import { signedUpUser } from "./users";

const totpFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
export const codeAt = (secret: string, offsetSteps: number) => totpFor(secret).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

export async function userWithTwoFactor() {
  const user = await signedUpUser();
  const enabled = await call("POST", "/2fa/enable", { token: user.token, body: { password: user.password } });
  expect(enabled.status).toBe(200);
  expect(enabled.body.qrDataURL).toMatch(/^data:image\/png;base64,/);
  const secret: string = enabled.body.secret;
  const verified = await call("POST", "/2fa/verify", { token: user.token, body: { token: codeAt(secret, -1), secret } });
  expect(verified.status).toBe(200);
  expect(verified.body.status).toBe("success");
  expect(verified.body.recoveryCodes).toHaveLength(10);
  return { ...user, secret, token: verified.body.token as string, oldToken: user.token, recoveryCodes: verified.body.recoveryCodes as string[] };
}
