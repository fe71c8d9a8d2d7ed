import { allHooks, type DomainKey } from "../agents/hooks";
import { DomainEntity } from "../site/domain.entity";
import { GapEntity } from "./gap.entity";

export { gapItem } from "./gap-item";

const MAX_GROUPS = 20;
/**
 * The most recent questions read for a range, and the most groups kept while reading them: a
 * script asking a widget thousands of different questions must not make the page slow.
 */
const MAX_READ = 2_000;
const MAX_OPEN_GROUPS = 400;
/** Two questions sharing at least this share of their terms ask the same thing. */
const SAME_QUESTION = 0.5;

export interface UnansweredQuestion {
  question: string;
  /** How many visitors asked it. */
  count: number;
  last_asked: string;
  agent_id: string;
  /** Near what the site is about: worth a post. Off-topic questions ("a good gaming laptop" on a gardening site) are not. */
  on_topic: boolean;
}

const overlap = (a: Set<string>, b: Set<string>) => {
  if (a.size === 0 || b.size === 0) return a.size === b.size ? 1 : 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
};

interface Group {
  terms: Set<string>;
  question: string;
  agentId: string;
  /** Who asked: a visitor's session counts once however often it asked, or left the question as a lead too. */
  visitors: Set<string>;
  lastAsked: number;
}

/** What the product knows the domain is about: its onboarding configuration and what its agents were told. */
async function siteTopics(key: DomainKey) {
  const [{ data: domain }, hooks, { topicTerms }] = await Promise.all([DomainEntity.get(key).go(), allHooks(), import("./topics")]);
  const fromAgents = await Promise.all(hooks.map(async (hook) => (hook.topics ? hook.topics(key) : [])));
  const configured = domain
    ? [
        domain.websiteName,
        domain.websiteNiche,
        domain.targetAudience,
        domain.purpose,
        ...(domain.features ?? []),
        ...(domain.keywords ?? []),
        ...(domain.categories ?? []),
      ]
    : [];
  return topicTerms([...configured.filter((text): text is string => Boolean(text)), ...fromAgents.flat()]);
}

/**
 * The range's unanswered questions grouped by what they ask (the chat's own search terms, so
 * "Do you ship to Canada?" and "shipping to canada" meet), asked by the most visitors first: a
 * visitor who asks again, or leaves the question with the lead form after the chat's refusal,
 * counts once. Attempts to change the chat's instructions are not questions and are left out. A
 * group reads as its most recent wording, and says whether it is near the site's topics.
 */
export async function unansweredQuestions(userId: string, domainId: string, from: number, to: number): Promise<UnansweredQuestion[]> {
  const { data } = await GapEntity.query
    .byDomain({ userId, domainId })
    .between({ askedAt: from }, { askedAt: to - 1 })
    .go({ order: "desc", pages: "all", count: MAX_READ });
  if (data.length === 0) return [];
  // The stemmers behind the terms weigh more than the rest of the analytics area: loaded only when there are questions to group.
  const [{ terms }, { nearTopics }, { looksLikeInjection }] = await Promise.all([import("../text/terms"), import("./topics"), import("../ai/injection")]);
  const groups: Group[] = [];
  for (const gap of data) {
    if (looksLikeInjection(gap.question)) continue;
    const asked = new Set(terms(gap.question));
    // A gap recorded before sessions were kept is a visitor of its own.
    const visitor = gap.sessionHash ?? gap.gapId;
    const group = groups.find((candidate) => overlap(candidate.terms, asked) >= SAME_QUESTION);
    if (group) group.visitors.add(visitor);
    else if (groups.length < MAX_OPEN_GROUPS) {
      groups.push({ terms: asked, question: gap.question, agentId: gap.agentId, visitors: new Set([visitor]), lastAsked: gap.askedAt });
    }
  }
  const shown = groups.sort((a, b) => b.visitors.size - a.visitors.size || b.lastAsked - a.lastAsked).slice(0, MAX_GROUPS);
  const topics = shown.length ? await siteTopics({ userId, domainId }) : new Set<string>();
  return shown.map((group) => ({
    question: group.question,
    count: group.visitors.size,
    last_asked: new Date(group.lastAsked).toISOString(),
    agent_id: group.agentId,
    on_topic: nearTopics(group.question, topics),
  }));
}
