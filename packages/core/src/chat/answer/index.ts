import { Ai } from "../../ai";
import { DomainEntity } from "../../site/domain.entity";
import type { ChatAgentItem } from "../agent.entity";
import type { Passage } from "../knowledge/passages";
import { knowledgeOf } from "./cache";
import { excerpt } from "./excerpt";
import { modelAnswer, type Site } from "./model";
import { cap } from "./plain";
import { retrieve } from "./retrieve";

export { MAX_ANSWER_CHARS } from "./plain";

export interface ChatReply {
  content: string;
  source: { title: string; url: string | null; page: number | null } | null;
  /** False for the "not in what I know" reply. */
  grounded: boolean;
  provider: string;
  model: string | null;
}

/** How many passages the model reads. */
const MODEL_PASSAGES = 4;
const SITE_CACHE_MS = 5 * 60_000;
const SITE_CACHE_ENTRIES = 500;
const sites = new Map<string, { at: number; site: Site }>();

/** The site's name (its host without www.) and address, as the replies name them; kept briefly in memory. */
async function siteOf(agent: ChatAgentItem): Promise<Site> {
  const key = `${agent.userId}/${agent.domainId}`;
  const hit = sites.get(key);
  if (hit && Date.now() - hit.at < SITE_CACHE_MS) return hit.site;
  const { data: domain } = await DomainEntity.get({ userId: agent.userId, domainId: agent.domainId }).go();
  const name = domain?.siteKey ?? agent.domainId;
  const address = domain?.siteUrl ?? domain?.domainName ?? name;
  const site = { name, url: /^https?:\/\//.test(address) ? address : `https://${address}` };
  if (sites.size >= SITE_CACHE_ENTRIES) sites.delete(sites.keys().next().value!);
  sites.set(key, { at: Date.now(), site });
  return site;
}

export const notFoundText = (site: Site) =>
  `I couldn't find that in the information I have about ${site.name}. Please contact ${site.name} directly through ${site.url} for help.`;

const sourceOf = (passage: Passage) => ({ title: passage.title, url: passage.url, page: passage.page });

/** Answers to visitors' questions from a chat agent's knowledge, and nothing else. */
export namespace ChatAnswer {
  /**
   * The reply to one question. Offline it is the best passage's most relevant sentences, verbatim;
   * with an AI provider, the model's answer from the best passages, or the offline reply when the
   * provider fails or is slow. A question the knowledge does not cover gets the "not found" reply.
   */
  export async function reply(agent: ChatAgentItem, question: string): Promise<ChatReply> {
    const knowledge = agent.knowledgeKey ? await knowledgeOf(agent.knowledgeKey) : null;
    const { groups, hits } = knowledge ? retrieve(knowledge, question) : { groups: [], hits: [] };
    if (!hits.length) {
      return { content: notFoundText(await siteOf(agent)), source: null, grounded: false, provider: "offline", model: null };
    }
    if (Ai.configured()) {
      const site = await siteOf(agent);
      const answered = await modelAnswer(
        hits.slice(0, MODEL_PASSAGES).map((hit) => hit.passage),
        question,
        site,
        notFoundText(site),
      ).catch((error: unknown) => {
        // The visitor still gets an answer; the operator sees why it was not the model's.
        console.warn(`[chat] answered offline: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
      if (answered) {
        const { content, source, provider, model } = answered;
        return {
          content: content || notFoundText(site),
          source: source && sourceOf(source),
          grounded: source !== null,
          provider,
          model,
        };
      }
    }
    const best = hits[0]!.passage;
    return { content: cap(excerpt(best, groups)), source: sourceOf(best), grounded: true, provider: "offline", model: null };
  }
}
