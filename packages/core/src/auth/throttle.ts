import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { LoginFailureEntity } from "./throttle.entity";

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

type Key = { scope: "account" | "ip"; subject: string };

export namespace Throttle {
  export function keys(email: string, ip: string | undefined): Key[] {
    const list: Key[] = [{ scope: "account", subject: email }];
    if (ip) list.push({ scope: "ip", subject: ip });
    return list;
  }

  /** Refuses the attempt while any key has reached the limit within its window. */
  export async function assertAllowed(keys: Key[]) {
    const now = Date.now();
    for (const key of keys) {
      const { data } = await LoginFailureEntity.get(key).go();
      if (!data || data.count < MAX_FAILURES || data.windowStart <= now - WINDOW_MS) continue;
      const minutes = Math.max(1, Math.ceil((data.windowStart + WINDOW_MS - now) / 60_000));
      throw new VisibleError(
        "rate_limit",
        "too_many_attempts",
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    }
  }

  export async function recordFailure(keys: Key[]) {
    await Promise.all(keys.map(increment));
  }

  export async function clear(key: Key) {
    await LoginFailureEntity.delete(key).go();
  }

  async function increment(key: Key, attempt = 0): Promise<void> {
    const now = Date.now();
    try {
      await LoginFailureEntity.patch(key)
        .add({ count: 1 })
        .where((attr, op) => op.gt(attr.windowStart, now - WINDOW_MS))
        .go();
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await LoginFailureEntity.put({ ...key, count: 1, windowStart: now, ttl: Math.ceil((now + WINDOW_MS) / 1000) + 60 })
        .where((attr, op) => `${op.notExists(attr.windowStart)} OR ${op.lte(attr.windowStart, now - WINDOW_MS)}`)
        .go();
    } catch (error) {
      // Another request opened a fresh window first; count into it.
      if (isConditionFailure(error) && attempt < 3) return increment(key, attempt + 1);
      throw error;
    }
  }
}
