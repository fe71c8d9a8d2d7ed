import type { LeadItem } from "./lead.entity";

const iso = (epoch: number | undefined) => (epoch === undefined ? null : new Date(epoch).toISOString());

/** A lead as the Leads list shows it. */
export const leadRow = (lead: LeadItem) => ({
  id: lead.leadId,
  domain_id: lead.domainId,
  agent_id: lead.agentId,
  email: lead.email,
  question: lead.question,
  page: lead.page ?? null,
  status: lead.status,
  created_at: new Date(lead.createdAt).toISOString(),
  answered_at: iso(lead.answeredAt),
});

/** One lead with the conversation it came from and the owner's answer. */
export const leadView = (lead: LeadItem) => ({
  ...leadRow(lead),
  reply: lead.reply ?? null,
  replies: lead.replies ?? 0,
  transcript: lead.transcript ?? [],
});
