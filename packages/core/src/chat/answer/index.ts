import { Ai } from "../../ai";
import { DomainEntity } from "../../site/domain.entity";
import type { ChatAgentItem } from "../agent.entity";
import type { Passage } from "../knowledge/passages";
import { websiteNameOf } from "../site-name";
import { knowledgeOf } from "./cache";
import { modelAnswer, type Site } from "./model";
import { findAnswer } from "./offline";
import { cap } from "./plain";
import { passagesForModel } from "./prompt-knowledge";

export { MAX_ANSWER_CHARS } from "./plain";

export interface ChatSource {
  title: string;
  url: string | null;
  page: number | null;
}

export interface ChatReply {
  content: string;
  /** The first of `sources`: where the answer comes from. */
  source: ChatSource | null;
  /** Every passage the answer cites, in the order its [1], [2] name them. */
  sources: ChatSource[];
  /** False for the "not in what I know" reply. */
  grounded: boolean;
  provider: string;
  model: string | null;
}

const SITE_CACHE_MS = 5 * 60_000;
const SITE_CACHE_ENTRIES = 500;
const sites = new Map<string, { at: number; site: Site }>();

/**
 * The site as the replies name it: the website name the owner gave at onboarding, else the name
 * WordPress reported, else its host; and its address. Kept briefly in memory.
 */
async function siteOf(agent: ChatAgentItem): Promise<Site> {
  const key = `${agent.userId}/${agent.domainId}`;
  const hit = sites.get(key);
  if (hit && Date.now() - hit.at < SITE_CACHE_MS) return hit.site;
  const { data: domain } = await DomainEntity.get({ userId: agent.userId, domainId: agent.domainId }).go();
  const name = domain ? websiteNameOf(domain) : agent.domainId;
  const address = domain?.siteUrl ?? domain?.domainName ?? name;
  const site = { name, url: /^https?:\/\//.test(address) ? address : `https://${address}` };
  if (sites.size >= SITE_CACHE_ENTRIES) sites.delete(sites.keys().next().value!);
  sites.set(key, { at: Date.now(), site });
  return site;
}

/** The reply when the knowledge does not hold the answer: it names the site, and sends the visitor to its contact page when it has one. */
export const notFoundText = (site: Site, contactUrl: string | null = null) =>
  `I couldn't find that in the information I have about ${site.name}. Please contact ${site.name} directly through ${contactUrl ?? site.url} for help.`;

const sourceOf = (passage: Passage): ChatSource => ({ title: passage.title, url: passage.url, page: passage.page });

/** Answers to visitors' questions from a chat agent's knowledge, and nothing else. */
export namespace ChatAnswer {
  /**
   * The reply to one question. Offline it is the best passage's most relevant sentences, verbatim
   * (for a question that asks two things, the best for each, naming both sources); with an AI
   * provider, the model's answer from the whole knowledge when it is small, else from the best
   * passages, or the offline reply when the provider fails or is slow. A question the knowledge
   * does not cover gets the "not found" reply.
   */
  export async function reply(agent: ChatAgentItem, question: string): Promise<ChatReply> {
    const knowledge = agent.knowledgeKey ? await knowledgeOf(agent.knowledgeKey) : null;
    const found = knowledge ? findAnswer(knowledge, question) : null;
    const contactUrl = knowledge?.contactUrl ?? null;
    if (!found) {
      return { content: notFoundText(await siteOf(agent), contactUrl), source: null, sources: [], grounded: false, provider: "offline", model: null };
    }
    if (Ai.configured()) {
      const site = await siteOf(agent);
      const passages = passagesForModel(knowledge!, found.passages);
      const answered = await modelAnswer(passages, question, site, notFoundText(site, contactUrl)).catch((error: unknown) => {
        // The visitor still gets an answer; the operator sees why it was not the model's.
        console.warn(`[chat] answered offline: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
      if (answered) {
        const { content, sources, provider, model } = answered;
        const cited = sources.map(sourceOf);
        return { content: content || notFoundText(site, contactUrl), source: cited[0] ?? null, sources: cited, grounded: cited.length > 0, provider, model };
      }
    }
    const sources = found.sources.map(sourceOf);
    return { content: cap(found.content), source: sources[0]!, sources, grounded: true, provider: "offline", model: null };
  }
}
