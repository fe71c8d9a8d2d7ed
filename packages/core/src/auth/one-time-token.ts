import { randomToken, sha256 } from "../util/crypto";
import { OneTimeTokenEntity } from "./one-time.entity";

export type OneTimePurpose = "verify_email" | "reset_password";

const lifetimes: Record<OneTimePurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

// Kept a day past expiry so a late click reads "expired" rather than "invalid".
const RETENTION = 24 * 60 * 60 * 1000;

export type ConsumeResult = { status: "ok"; userId: string } | { status: "invalid" } | { status: "expired" };

export namespace OneTimeToken {
  export async function create(purpose: OneTimePurpose, userId: string): Promise<string> {
    const token = randomToken();
    const expiresAt = Date.now() + lifetimes[purpose];
    await OneTimeTokenEntity.create({
      purpose,
      tokenHash: sha256(token),
      userId,
      expiresAt,
      ttl: Math.ceil((expiresAt + RETENTION) / 1000),
    }).go();
    return token;
  }

  /** Deletes the token and reports what it was; a second use finds nothing. */
  export async function consume(purpose: OneTimePurpose, token: string): Promise<ConsumeResult> {
    if (!token || token.length > 200) return { status: "invalid" };
    const removed = await OneTimeTokenEntity.delete({ purpose, tokenHash: sha256(token) }).go({ response: "all_old" });
    const item = removed.data;
    if (!item) return { status: "invalid" };
    if (item.expiresAt < Date.now()) return { status: "expired" };
    return { status: "ok", userId: item.userId };
  }
}
