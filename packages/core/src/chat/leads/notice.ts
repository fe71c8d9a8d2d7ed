import { Resource } from "sst";
import * as v from "valibot";
import { isConditionFailure } from "../../db/errors";
import { Queue } from "../../queue";
import { LeadDigestEntity, LeadNoticeEntity } from "./lead.entity";

/** The owner hears of leads at most this often per agent; the ones in between go together when the time is up. */
const NOTICE_EVERY_MS = 10 * 60_000;

/** The most held-back digests one cron tick sends; the rest are still due on the next. */
const DIGEST_BATCH = 100;

/** The mail queue's messages: a new lead for its owner, the leads held back since `since`, and the owner's answer for its visitor. */
export const LeadMailSchema = v.variant("kind", [
  v.object({ kind: v.literal("chat_lead"), userId: v.string(), leadId: v.string(), earlier: v.number() }),
  v.object({ kind: v.literal("chat_leads_waiting"), userId: v.string(), agentId: v.string(), since: v.number() }),
  v.object({ kind: v.literal("chat_lead_reply"), userId: v.string(), leadId: v.string(), reply: v.string() }),
]);

export type LeadMail = v.InferOutput<typeof LeadMailSchema>;

export const isLeadMail = (body: unknown): body is LeadMail => v.is(LeadMailSchema, body);

/** Takes the agent's turn to email when the last email is 10 minutes old; the notice as it was, or null when it is not yet time. */
async function takeTurn(key: { userId: string; agentId: string }, now: number, onlyWithPending: boolean) {
  try {
    const { data } = await LeadNoticeEntity.update(key)
      .set({ sentAt: now, pending: 0 })
      .where((attr, op) => {
        const due = `(${op.notExists(attr.sentAt)} OR ${op.lte(attr.sentAt, now - NOTICE_EVERY_MS)})`;
        return onlyWithPending ? `${due} AND ${op.gt(attr.pending, 0)}` : due;
      })
      .go({ response: "all_old" });
    return { sentAt: data?.sentAt ?? 0, pending: data?.pending ?? 0 };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return null;
  }
}

/**
 * Emails the owner about a new lead, unless the agent's last lead email went out less than 10
 * minutes ago: then the lead is counted and a digest falls due when the 10 minutes are up. Only
 * the request whose conditional write takes the turn sends, however many leads arrive at once.
 */
export async function noticeLead(agent: { userId: string; agentId: string }, leadId: string, now = Date.now()) {
  const key = { userId: agent.userId, agentId: agent.agentId };
  const turn = await takeTurn(key, now, false);
  if (turn) {
    await Queue.send(Resource.MailQueue.url, { kind: "chat_lead", userId: key.userId, leadId, earlier: turn.pending } satisfies LeadMail);
    return;
  }
  const { data } = await LeadNoticeEntity.update(key).add({ pending: 1 }).go({ response: "all_new" });
  // Every lead of the same window computes the same time; a later window's lead moves it on.
  await LeadDigestEntity.put({ ...key, dueAt: (data.sentAt ?? now) + NOTICE_EVERY_MS }).go({ response: "none" });
}

/**
 * The cron's part: each agent whose held-back leads are due gets them in one email, unless a later
 * lead's email already took them along. A digest whose time was moved on by a newer window stays.
 */
export async function sendWaitingLeads(now = Date.now()) {
  const { data: due } = await LeadDigestEntity.query.due({}).lte({ dueAt: now }).go({ count: DIGEST_BATCH });
  let sent = 0;
  for (const digest of due) {
    const key = { userId: digest.userId, agentId: digest.agentId };
    const turn = await takeTurn(key, now, true);
    if (turn) {
      await Queue.send(Resource.MailQueue.url, { kind: "chat_leads_waiting", ...key, since: turn.sentAt } satisfies LeadMail);
      sent++;
    }
    await LeadDigestEntity.delete(key)
      .where((attr, op) => op.eq(attr.dueAt, digest.dueAt))
      .go({ response: "none" })
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
  return sent;
}
