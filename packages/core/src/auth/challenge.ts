import { isConditionFailure } from "../db/errors";
import { createId } from "../util/id";
import { TwoFactorChallengeEntity } from "./challenge.entity";

export const MAX_CODE_FAILURES = 5;
const LIFETIME_S = 10 * 60;

export namespace Challenge {
  export async function open(userId: string): Promise<string> {
    const challengeId = createId("challenge");
    await TwoFactorChallengeEntity.create({ challengeId, userId, failures: 0, ttl: Math.ceil(Date.now() / 1000) + LIFETIME_S }).go();
    return challengeId;
  }

  /** True while the challenge is unused and has fewer than five wrong codes. */
  export async function isLive(challengeId: string, userId: string): Promise<boolean> {
    const { data } = await TwoFactorChallengeEntity.get({ challengeId }).go({ consistent: true });
    return Boolean(data && data.userId === userId && !data.usedAt && (data.failures ?? 0) < MAX_CODE_FAILURES);
  }

  /** Counts a wrong code; returns true when that was the last one allowed. */
  export async function fail(challengeId: string): Promise<boolean> {
    const { data } = await TwoFactorChallengeEntity.patch({ challengeId }).add({ failures: 1 }).go({ response: "all_new" });
    return (data.failures ?? 0) >= MAX_CODE_FAILURES;
  }

  /** Uses the challenge up; of two concurrent completions exactly one succeeds. */
  export async function complete(challengeId: string): Promise<boolean> {
    try {
      await TwoFactorChallengeEntity.patch({ challengeId })
        .set({ usedAt: Date.now() })
        .where((attr, op) => `${op.notExists(attr.usedAt)} AND ${op.lt(attr.failures, MAX_CODE_FAILURES)}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
