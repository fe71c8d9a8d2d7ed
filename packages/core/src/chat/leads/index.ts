import { Resource } from "sst";
import { ulid } from "ulid";
import * as v from "valibot";
import { useUserId } from "../../actor";
import { GapEntity } from "../../analytics/gap.entity";
import { gapItem } from "../../analytics/gap-item";
import { isConditionFailure } from "../../db/errors";
import { listPage } from "../../db/list";
import { VisibleError } from "../../error";
import { clientKey } from "../../net/client-key";
import { Queue } from "../../queue";
import { Site } from "../../site";
import { limits, Throttle } from "../../throttle";
import { fn } from "../../util/fn";
import { leadCaptureOf } from "../agent.entity";
import { ChatMessageEntity } from "../conversation.entity";
import { looksLikeInjection } from "../../ai/injection";
import type { Widget } from "../widget";
import { LEAD_KEEP_DAYS, LeadEntity, type LeadItem, LeadSessionEntity, REPLIES_PER_LEAD } from "./lead.entity";
import { type LeadMail, noticeLead } from "./notice";
import { LeadListInput, LeadReplyInput, LeadStatusInput, LeaveLeadInput } from "./schema";
import { leadRow, leadView } from "./view";

export { LeadListInput, LeadReplyInput, LeadStatusInput, LeaveLeadInput } from "./schema";

const HOUR_MS = 60 * 60_000;
/** The end of the conversation kept with a lead: enough to see what was asked before. */
const TRANSCRIPT_MESSAGES = 20;
const LeadId = v.pipe(v.string(), v.regex(/^lead_[0-9a-z]{26}$/));

const leadNotFound = () => new VisibleError("not_found", "not_found", "Lead not found");

const leadsOff = () => new VisibleError("not_found", "leads_off", "This chat does not take questions by email.");

const oneLeadAnHour = () =>
  new VisibleError("rate_limit", "lead_limit", "You already left a question in this chat. We'll get back to you; you can leave another in an hour.");

const tooManyFromAddress = () =>
  new VisibleError("rate_limit", "lead_limit", "Several questions were already left in this chat from your network. You can leave another in an hour.");

const leadRepliesUsed = () => new VisibleError("rate_limit", "lead_reply_limit", `You can send at most ${REPLIES_PER_LEAD} replies to one visitor.`);

const dailyRepliesUsed = () => new VisibleError("rate_limit", "reply_limit", `You can send at most ${limits.leadReply.max} replies a day.`);

/** Takes the session's turn to leave a lead; a session that left one less than an hour ago is refused. */
async function takeSessionTurn(agentId: string, sessionHash: string, now: number) {
  try {
    await LeadSessionEntity.put({ agentId, sessionHash, at: now, ttl: Math.ceil((now + HOUR_MS) / 1000) })
      .where((attr, op) => `${op.notExists(attr.at)} OR ${op.lte(attr.at, now - HOUR_MS)}`)
      .go({ response: "none" });
  } catch (error) {
    if (isConditionFailure(error)) throw oneLeadAnHour();
    throw error;
  }
}

/**
 * Counts the lead against its address's allowance with this agent, an IPv6 address by its /64: a
 * script can invent sessions, not networks. Counted before it is judged, so concurrent leads cannot all pass.
 */
async function takeAddressTurn(agentId: string, address: string) {
  const count = await Throttle.hit(Throttle.key("leadAddress", agentId, clientKey(address)));
  if (count > limits.leadAddress.max) throw tooManyFromAddress();
}

/**
 * Counts a reply against the account's daily allowance: a reply is mail from our address to
 * someone who only typed an address into a form, which anyone may have typed.
 */
async function takeDailyReply(userId: string) {
  if ((await Throttle.hit(Throttle.key("leadReply", userId))) > limits.leadReply.max) throw dailyRepliesUsed();
}

/** Stores the answer and counts it on the lead in one conditional write, so concurrent replies cannot pass the lead's limit. */
async function recordReply(lead: LeadItem, message: string) {
  try {
    const { data } = await LeadEntity.patch({ userId: lead.userId, leadId: lead.leadId })
      .set({ reply: message, status: "answered", answeredAt: Date.now() })
      .add({ replies: 1 })
      .where((attr, op) => `(${op.notExists(attr.replies)} OR ${op.lt(attr.replies, REPLIES_PER_LEAD)})`)
      .go({ response: "all_new" });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) throw leadRepliesUsed();
    throw error;
  }
}

/** The end of the widget conversation the lead comes from (its messages outlive it for 30 days only). */
async function transcriptOf(widget: Widget, sessionHash: string) {
  const { conversationIdFor } = await import("../meter");
  const conversationId = conversationIdFor(widget.agent, "widget", sessionHash);
  const { data } = await ChatMessageEntity.query.byConversation({ conversationId }).go({ order: "desc", count: TRANSCRIPT_MESSAGES });
  return data.reverse().map((message) => ({ role: message.role, content: message.content }));
}

async function loadLead(leadId: string): Promise<LeadItem> {
  if (!v.is(LeadId, leadId)) throw leadNotFound();
  const { data } = await LeadEntity.get({ userId: useUserId(), leadId }).go();
  if (!data) throw leadNotFound();
  return data;
}

/** Visitors' questions the chat could not answer, left with an email address, and the owner's answers to them. */
export namespace ChatLeads {
  /**
   * The widget's lead form: counted against the chat's rate limits, one per session an hour and five
   * per client address (an IPv6 /64) an hour. The question joins the knowledge gaps as the session's
   * (unless it is an attempt to change the chat's instructions), and the owner is emailed (at most
   * every 10 minutes per agent).
   */
  export const leave = fn(LeaveLeadInput, async (input, widget: Widget, address?: string) => {
    const { agent } = widget;
    if (!leadCaptureOf(agent)) throw leadsOff();
    // The widget's limits and sessions: already loaded in the widget's area, not wanted by the owner's Leads pages.
    const [{ limitMessage }, { hashSession }] = await Promise.all([import("../widget"), import("../meter")]);
    await limitMessage(agent, input.session, address);
    const now = Date.now();
    const sessionHash = hashSession(input.session);
    await takeSessionTurn(agent.agentId, sessionHash, now);
    if (address) await takeAddressTurn(agent.agentId, address);
    const leadId = `lead_${ulid().toLowerCase()}`;
    await LeadEntity.create({
      userId: agent.userId,
      leadId,
      domainId: agent.domainId,
      agentId: agent.agentId,
      email: input.email,
      question: input.question,
      page: input.page,
      transcript: await transcriptOf(widget, sessionHash),
      searchText: `${input.email} ${input.question}`.toLowerCase(),
      createdAt: now,
      ttl: Math.ceil((now + LEAD_KEEP_DAYS * 24 * HOUR_MS) / 1000),
    }).go({ response: "none" });
    // Kept as the session's: when the chat's refusal recorded the question already, the gaps count this visitor once.
    if (!looksLikeInjection(input.question)) await GapEntity.create(gapItem({ ...agent, sessionHash }, input.question, now)).go({ response: "none" });
    await noticeLead(agent, leadId, now);
    return { ok: true, message: "Thanks! We'll get back to you by email." };
  });

  /** One domain's leads, newest first, by address or question and by status. */
  export const list = fn(LeadListInput, async ({ domainId, page, limit, search, status }) => {
    const userId = useUserId();
    const domain = await Site.load(domainId, userId);
    const term = search.toLowerCase();
    const filter = status === "all" ? "" : status;
    const query = LeadEntity.query.byDomain({ userId, domainId: domain.domainId }).where((attr, op) => {
      const clauses: string[] = [];
      if (term) clauses.push(op.contains(attr.searchText, term));
      if (filter) clauses.push(op.eq(attr.status, filter));
      return clauses.join(" AND ");
    });
    const result = await listPage({ query, entity: LeadEntity, page, limit, order: "desc" });
    return { data: result.data.map(leadRow), pagination: result.pagination };
  });

  export async function get(leadId: string) {
    return { data: leadView(await loadLead(leadId)) };
  }

  /**
   * Emails the owner's answer to the visitor, from the site's name with the question quoted; the lead
   * is answered. A lead takes three replies and an account fifty a day; a refused reply changes nothing.
   */
  export const reply = fn(LeadReplyInput, async ({ message }, leadId: string) => {
    const lead = await loadLead(leadId);
    // A lead out of replies is refused before it spends any of the day's.
    if ((lead.replies ?? 0) >= REPLIES_PER_LEAD) throw leadRepliesUsed();
    await takeDailyReply(lead.userId);
    const data = await recordReply(lead, message);
    await Queue.send(Resource.MailQueue.url, { kind: "chat_lead_reply", userId: lead.userId, leadId, reply: message } satisfies LeadMail);
    return { data: leadView({ ...lead, ...data }) };
  });

  export const setStatus = fn(LeadStatusInput, async ({ status }, leadId: string) => {
    const lead = await loadLead(leadId);
    const { data } = await LeadEntity.patch({ userId: lead.userId, leadId }).set({ status }).go({ response: "all_new" });
    return { data: leadView({ ...lead, ...data }) };
  });

  /** Deletes the lead, and with it the visitor's address. */
  export async function remove(leadId: string) {
    const lead = await loadLead(leadId);
    await LeadEntity.delete({ userId: lead.userId, leadId }).go({ response: "none" });
    return { message: "Lead deleted" };
  }
}
