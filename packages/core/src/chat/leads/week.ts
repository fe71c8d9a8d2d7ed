import { Resource } from "sst";
import type { DomainKey } from "../../agents/hooks";
import type { AgentReportLines } from "../../report/lines";
import { LeadEntity } from "./lead.entity";

/** How many of the week's leads the weekly email links to; the count says how many there were. */
const LATEST = 3;

/** The leads visitors left on a domain from `start` until `end`, newest first. */
export async function weekLeads(key: DomainKey, { start, end }: { start: number; end: number }): Promise<AgentReportLines> {
  const { data } = await LeadEntity.query
    .byDomain(key)
    .between({ createdAt: start }, { createdAt: end - 1 })
    .go({ order: "desc", pages: "all", attributes: ["leadId", "question"] });
  return {
    new_leads: {
      count: data.length,
      latest: data.slice(0, LATEST).map((lead) => ({ question: lead.question, link: `${Resource.Site.url}/leads/${encodeURIComponent(lead.leadId)}` })),
    },
  };
}
