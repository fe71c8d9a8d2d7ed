import { Resource } from "sst";
import * as v from "valibot";
import { isConditionFailure } from "../../db/errors";
import { Queue } from "../../queue";
import { ChatDayEntity, DAY_KEEP_DAYS } from "./day.entity";
import type { OwnerDay } from "./owner-day";

/** The mail queue's message telling an owner that an agent reached its daily credit limit. */
export const LimitNoticeSchema = v.object({
  kind: v.literal("chat_daily_limit"),
  userId: v.string(),
  agentId: v.string(),
  day: v.string(),
  timeZone: v.string(),
  limit: v.number(),
});

type LimitNotice = v.InferOutput<typeof LimitNoticeSchema>;

export const isLimitNotice = (body: unknown): body is LimitNotice => v.is(LimitNoticeSchema, body);

export const dayTtl = (today: OwnerDay) => Math.ceil(today.endsAt / 1000) + DAY_KEEP_DAYS * 24 * 60 * 60;

/**
 * Queues the owner's email once per agent and day, however many visitors are refused at once:
 * only the request whose conditional write marks the day sends it. When the queue cannot take the
 * message the mark is taken back, so the next refusal tries again.
 */
export async function noticeLimitOnce(agent: { userId: string; agentId: string }, today: OwnerDay, limit: number, now = Date.now()) {
  const { userId, agentId } = agent;
  const { day } = today;
  try {
    await ChatDayEntity.update({ userId, agentId, day })
      .set({ notifiedAt: now, ttl: dayTtl(today) })
      .where((attr, op) => op.notExists(attr.notifiedAt))
      .go({ response: "none" });
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  const notice: LimitNotice = { kind: "chat_daily_limit", userId, agentId, day, timeZone: today.timeZone, limit };
  try {
    await Queue.send(Resource.MailQueue.url, notice);
  } catch (error) {
    console.error(`[chat] the daily limit notice for ${agentId} was not queued`, error);
    // Should this fail too, only today's email is lost, and the error above says why.
    await ChatDayEntity.patch({ userId, agentId, day })
      .remove(["notifiedAt"])
      .where((attr, op) => op.eq(attr.notifiedAt, now))
      .go({ response: "none" })
      .catch(() => undefined);
  }
}
