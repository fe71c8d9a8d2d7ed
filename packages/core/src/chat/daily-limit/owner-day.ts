import { addDays, isTimeZone, localDayOf, startOfLocalDay } from "../../analytics/local-days";
import { User } from "../../user";

const CACHE_MS = 5 * 60_000;
const CACHE_ENTRIES = 1000;
const zones = new Map<string, { at: number; zone: string }>();

/**
 * The time zone an owner's days begin and end in: the owner's own, from the browser at sign-up and changed on
 * the profile (the weekly report's Monday is in it too), else UTC. Kept in memory for five minutes: it is read
 * for every chat answer.
 */
async function ownerTimeZone(userId: string, now = Date.now()): Promise<string> {
  const hit = zones.get(userId);
  if (hit && now - hit.at < CACHE_MS) return hit.zone;
  const found = (await User.fromId(userId))?.timeZone;
  const zone = found && isTimeZone(found) ? found : "UTC";
  if (zones.size >= CACHE_ENTRIES) zones.delete(zones.keys().next().value!);
  zones.set(userId, { at: now, zone });
  return zone;
}

export interface OwnerDay {
  /** The owner's local date, YYYY-MM-DD. */
  day: string;
  timeZone: string;
  /** The owner's next midnight. */
  endsAt: number;
}

export async function ownerDay(owner: { userId: string }, now = Date.now()): Promise<OwnerDay> {
  const timeZone = await ownerTimeZone(owner.userId, now);
  const day = localDayOf(timeZone)(now);
  return { day, timeZone, endsAt: startOfLocalDay(addDays(day, 1), timeZone) };
}
