import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { LoginFailureEntity } from "./throttle.entity";

const MINUTE = 60_000;

/** Every limited action, its allowance and its window, in one place. */
export const limits = {
  /** Failed sign-ins for one account from one client (an IPv6 /64): the account locks for that client only. */
  signIn: { max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one client (an IPv6 /64) across accounts: past this, each attempt from it is slowed down. */
  signInAddress: { max: 20, windowMs: 15 * MINUTE },
  /** Failed sign-ins for one account from any addresses: past this the account's sign-in is locked for the window. */
  signInAccount: { max: 20, windowMs: 15 * MINUTE },
  /** Wrong second-factor codes for one account, whatever the password did. */
  twoFactor: { max: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords or codes when a signed-in user confirms a sensitive change. */
  reauth: { max: 10, windowMs: 15 * MINUTE },
  /** Emails to one recipient, whatever they are about. */
  mail: { max: 5, windowMs: 60 * MINUTE },
  /** Owners' replies to their chat visitors, per account: a reply is mail from our address to someone else's. */
  leadReply: { max: 50, windowMs: 24 * 60 * MINUTE },
  /** Leads one client address (an IPv6 /64) leaves with one chat agent. */
  leadAddress: { max: 5, windowMs: 60 * MINUTE },
  /** Verification resends requested from one address. */
  resend: { max: 5, windowMs: 15 * MINUTE },
  /** Pages an account asks us to fetch and read (writing styles learned from a URL). */
  pageFetch: { max: 20, windowMs: 60 * MINUTE },
  /** Messages from one chat visitor's session (a person types far fewer). */
  chatSession: { max: 12, windowMs: MINUTE },
  /** Messages to one chat agent from all its visitors: a busy site's ceiling, and a script's. */
  chatAgent: { max: 600, windowMs: MINUTE },
  /**
   * Messages to one chat agent from one address: a script can invent sessions and send any
   * Origin header, so this keeps one machine from spending an owner's credits.
   */
  chatAddress: { max: 60, windowMs: 10 * MINUTE },
  /** Chat PDFs and avatars one account uploads: each is stored until its domain goes. */
  chatUpload: { max: 60, windowMs: 60 * MINUTE },
} as const;

export type ThrottleScope = keyof typeof limits;

export interface ThrottleKey {
  scope: ThrottleScope;
  subject: string;
}

export namespace Throttle {
  export function key(scope: ThrottleScope, ...parts: string[]): ThrottleKey {
    return { scope, subject: parts.map((part) => part.toLowerCase()).join("|") };
  }

  /** Hits counted in the key's current window (0 once the window has passed). */
  export async function count(key: ThrottleKey): Promise<{ count: number; resetsAt: number }> {
    const { data } = await LoginFailureEntity.get(key).go();
    const { windowMs } = limits[key.scope];
    if (!data || data.windowStart <= Date.now() - windowMs) return { count: 0, resetsAt: 0 };
    return { count: data.count, resetsAt: data.windowStart + windowMs };
  }

  export async function exceeded(key: ThrottleKey): Promise<{ exceeded: boolean; minutes: number }> {
    const { count: hits, resetsAt } = await count(key);
    const minutes = Math.max(1, Math.ceil((resetsAt - Date.now()) / MINUTE));
    return { exceeded: hits >= limits[key.scope].max, minutes };
  }

  /** Refuses with a 429 carrying `message(minutes)` once the key has used its allowance. */
  export async function assertAllowed(key: ThrottleKey, message: (minutes: number) => string) {
    const state = await exceeded(key);
    if (state.exceeded) throw new VisibleError("rate_limit", "too_many_attempts", message(state.minutes));
  }

  /** Counts one hit and returns the window's total. */
  export async function hit(key: ThrottleKey, attempt = 0): Promise<number> {
    const now = Date.now();
    const { windowMs } = limits[key.scope];
    try {
      const result = await LoginFailureEntity.patch(key)
        .add({ count: 1 })
        .where((attr, op) => op.gt(attr.windowStart, now - windowMs))
        .go({ response: "all_new" });
      return result.data.count ?? 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await LoginFailureEntity.put({ ...key, count: 1, windowStart: now, ttl: Math.ceil((now + windowMs) / 1000) + 60 })
        .where((attr, op) => `${op.notExists(attr.windowStart)} OR ${op.lte(attr.windowStart, now - windowMs)}`)
        .go();
      return 1;
    } catch (error) {
      // Another request opened a fresh window first; count into it.
      if (isConditionFailure(error) && attempt < 3) return hit(key, attempt + 1);
      throw error;
    }
  }

  export async function clear(key: ThrottleKey) {
    await LoginFailureEntity.delete(key).go();
  }

  export const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
