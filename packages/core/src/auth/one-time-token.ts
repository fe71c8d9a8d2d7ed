import type { EntityItem } from "electrodb";
import { isConditionFailure } from "../db/errors";
import { randomToken, sha256 } from "../util/crypto";
import { OneTimeTokenEntity } from "./one-time.entity";

export type OneTimePurpose = EntityItem<typeof OneTimeTokenEntity>["purpose"];
export type OneTimeRecord = EntityItem<typeof OneTimeTokenEntity>;

const lifetimes: Record<OneTimePurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

// Kept a day past expiry so a late click reads "expired" rather than "invalid".
const RETENTION = 24 * 60 * 60 * 1000;

export type TokenState =
  | { status: "ok"; token: OneTimeRecord }
  | { status: "used"; token: OneTimeRecord }
  | { status: "expired"; token: OneTimeRecord }
  | { status: "invalid" };

export namespace OneTimeToken {
  export async function create(purpose: OneTimePurpose, userId: string, extra: { epoch?: number; fromEmail?: string; toEmail?: string } = {}): Promise<string> {
    const token = randomToken();
    const expiresAt = Date.now() + lifetimes[purpose];
    await OneTimeTokenEntity.create({
      purpose,
      tokenHash: sha256(token),
      userId,
      expiresAt,
      ...extra,
      ttl: Math.ceil((expiresAt + RETENTION) / 1000),
    }).go();
    return token;
  }

  /** What a link's token is now, without using it. */
  export async function peek(purpose: OneTimePurpose, token: string): Promise<TokenState> {
    if (!token || token.length > 200) return { status: "invalid" };
    const { data } = await OneTimeTokenEntity.get({ purpose, tokenHash: sha256(token) }).go({ consistent: true });
    if (!data) return { status: "invalid" };
    if (data.usedAt) return { status: "used", token: data };
    if (data.expiresAt < Date.now()) return { status: "expired", token: data };
    return { status: "ok", token: data };
  }

  /** Marks the token used; of two concurrent uses exactly one sees "ok". */
  export async function consume(purpose: OneTimePurpose, token: string): Promise<TokenState> {
    const state = await peek(purpose, token);
    if (state.status !== "ok") return state;
    try {
      await OneTimeTokenEntity.patch({ purpose, tokenHash: state.token.tokenHash })
        .set({ usedAt: Date.now() })
        .where((attr, op) => op.notExists(attr.usedAt))
        .go();
      return state;
    } catch (error) {
      if (isConditionFailure(error)) return { status: "used", token: state.token };
      throw error;
    }
  }
}
