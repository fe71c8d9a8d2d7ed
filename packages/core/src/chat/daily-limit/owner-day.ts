import { addDays, isTimeZone, localDayOf, startOfLocalDay } from "../../analytics/local-days";
import { BlogAgentEntity } from "../../blog/agent.entity";

const CACHE_MS = 5 * 60_000;
const CACHE_ENTRIES = 1000;
const zones = new Map<string, { at: number; zone: string }>();

/** Agent ids are ULIDs: the last in key order is the newest. */
async function newestBlogZone(userId: string, domainId: string): Promise<string | undefined> {
  const newest = { order: "desc", limit: 1 } as const;
  const { data: onDomain } = await BlogAgentEntity.query.byDomain({ userId, domainId }).go(newest);
  if (onDomain[0]) return onDomain[0].timezone;
  const { data: anywhere } = await BlogAgentEntity.query.byUser({ userId }).go(newest);
  return anywhere[0]?.timezone;
}

/**
 * The time zone an owner's days begin and end in. Neither onboarding nor the profile asks for
 * one; the only zone an owner gives us is a blog agent's publication schedule. So it is the zone
 * of the domain's newest blog agent, else of the owner's newest blog agent on any domain, else
 * UTC. Kept in memory for five minutes: it is read for every chat answer.
 */
async function ownerTimeZone(userId: string, domainId: string, now = Date.now()): Promise<string> {
  const key = `${userId}/${domainId}`;
  const hit = zones.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.zone;
  const found = await newestBlogZone(userId, domainId);
  const zone = found && isTimeZone(found) ? found : "UTC";
  if (zones.size >= CACHE_ENTRIES) zones.delete(zones.keys().next().value!);
  zones.set(key, { at: now, zone });
  return zone;
}

export interface OwnerDay {
  /** The owner's local date, YYYY-MM-DD. */
  day: string;
  timeZone: string;
  /** The owner's next midnight. */
  endsAt: number;
}

export async function ownerDay(owner: { userId: string; domainId: string }, now = Date.now()): Promise<OwnerDay> {
  const timeZone = await ownerTimeZone(owner.userId, owner.domainId, now);
  const day = localDayOf(timeZone)(now);
  return { day, timeZone, endsAt: startOfLocalDay(addDays(day, 1), timeZone) };
}
