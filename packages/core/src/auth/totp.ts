import { Secret, TOTP } from "otpauth";

const ISSUER = "SiteCrew";

function build(secret: string, label = "account") {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

export namespace Totp {
  export function createSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  export function uri(secret: string, email: string): string {
    return build(secret, email).toString();
  }

  /** The time step the code belongs to (current step +-1), or undefined when it matches none. */
  export function matchStep(secret: string, code: string, now = Date.now()): number | undefined {
    if (!/^\d{6}$/.test(code)) return;
    const totp = build(secret);
    const delta = totp.validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return;
    return totp.counter({ timestamp: now }) + delta;
  }
}
