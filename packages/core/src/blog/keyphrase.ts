import { RunEntity } from "../job/run.entity";
import { DomainEntity } from "../site/domain.entity";
import { BlogAgentEntity } from "./agent.entity";
import type { BlogAgentItem } from "./view";

/** A new post's keyphrase differs from those of the domain's latest posts, this many of them. */
const RECENT_POSTS = 10;
/** The most agents read for the site's topics: a domain has a handful. */
const MAX_AGENTS = 100;

type DomainKey = { userId: string; domainId: string };

const key = (phrase: string) => phrase.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The keyphrases of the domain's latest blog runs, newest first: queued and running ones count
 * (their post is on its way), failed and cancelled ones wrote nothing.
 */
async function recentKeyphrases(ref: DomainKey): Promise<string[]> {
  const { data } = await RunEntity.query
    .byDomain(ref)
    .where((attr, op) => `${op.eq(attr.kind, "blog")} AND ${op.ne(attr.status, "failed")} AND ${op.ne(attr.status, "cancelled")}`)
    .go({ order: "desc", count: RECENT_POSTS, attributes: ["input"] });
  return data.map((run) => {
    const keyword = (run.input as { keyword?: unknown } | undefined)?.keyword;
    return typeof keyword === "string" ? key(keyword) : "";
  });
}

/** What else the site is about: its onboarding keywords, then its other agents' keywords. */
async function siteTopics(ref: DomainKey): Promise<string[]> {
  const [domain, agents] = await Promise.all([
    DomainEntity.get(ref).go({ attributes: ["keywords"] }),
    BlogAgentEntity.query.byDomain(ref).go({ count: MAX_AGENTS, attributes: ["keywords"] }),
  ]);
  return [...(domain.data?.keywords ?? []), ...agents.data.flatMap((agent) => agent.keywords ?? [])].filter((topic) => topic.trim());
}

/**
 * The keyphrase of an agent's next post: its keywords in rotation from `start`, the first one the
 * domain's latest posts have not used; when all are used, the site's other topics; when those are
 * used as well, the agent's keyword used least recently. So two posts of a day never share a
 * keyphrase while another is free.
 */
export async function nextKeyphrase(agent: Pick<BlogAgentItem, "userId" | "domainId" | "keywords">, start: number): Promise<string> {
  const ref = { userId: agent.userId, domainId: agent.domainId };
  const keywords = agent.keywords.filter((keyword) => keyword.trim());
  const from = Math.max(0, start) % Math.max(1, keywords.length);
  const rotation = keywords.map((_, index) => keywords[(from + index) % keywords.length]!);
  const recent = await recentKeyphrases(ref);
  const unused = (phrase: string) => !recent.includes(key(phrase));
  const own = rotation.find(unused);
  if (own) return own;
  const topic = (await siteTopics(ref)).find(unused);
  if (topic) return topic.trim();
  const lastUse = (phrase: string) => recent.indexOf(key(phrase));
  return rotation.reduce((oldest, phrase) => (lastUse(phrase) > lastUse(oldest) ? phrase : oldest), rotation[0]!);
}
