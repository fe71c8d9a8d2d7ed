import { Resource } from "sst";
import * as v from "valibot";
import { isConditionFailure } from "../../db/errors";
import { Queue } from "../../queue";
import { LeadNoticeEntity } from "./lead.entity";

/** The owner hears of leads at most this often per agent; the ones in between go with the next email. */
const NOTICE_EVERY_MS = 10 * 60_000;

/** The mail queue's messages: a new lead for its owner, and the owner's answer for its visitor. */
export const LeadMailSchema = v.variant("kind", [
  v.object({ kind: v.literal("chat_lead"), userId: v.string(), leadId: v.string(), earlier: v.number() }),
  v.object({ kind: v.literal("chat_lead_reply"), userId: v.string(), leadId: v.string(), reply: v.string() }),
]);

export type LeadMail = v.InferOutput<typeof LeadMailSchema>;

export const isLeadMail = (body: unknown): body is LeadMail => v.is(LeadMailSchema, body);

/**
 * Emails the owner about a new lead, unless the agent's last lead email went out less than 10
 * minutes ago: then the lead is counted, and named in the next email. Only the request whose
 * conditional write takes the turn sends, however many leads arrive at once.
 */
export async function noticeLead(agent: { userId: string; agentId: string }, leadId: string, now = Date.now()) {
  const { userId, agentId } = agent;
  let earlier = 0;
  try {
    const { data } = await LeadNoticeEntity.update({ userId, agentId })
      .set({ sentAt: now, pending: 0 })
      .where((attr, op) => `${op.notExists(attr.sentAt)} OR ${op.lte(attr.sentAt, now - NOTICE_EVERY_MS)}`)
      .go({ response: "all_old" });
    earlier = data?.pending ?? 0;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await LeadNoticeEntity.update({ userId, agentId }).add({ pending: 1 }).go({ response: "none" });
    return;
  }
  await Queue.send(Resource.MailQueue.url, { kind: "chat_lead", userId, leadId, earlier } satisfies LeadMail);
}
