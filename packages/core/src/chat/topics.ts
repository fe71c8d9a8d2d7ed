import type { DomainKey } from "../agents/hooks";
import { terms } from "../text/terms";
import { knowledgeOf } from "./answer/cache";
import { ChatAgentEntity } from "./agent.entity";

const MAX_AGENTS = 20;
/** A PDF's most frequent terms: what it is about, not every word it happens to use. */
const TERMS_PER_DOCUMENT = 40;

/** The terms a PDF's passages use most, with its name and headings. */
function documentTopics(passages: { title: string; url: string | null; heading: string | null; text: string }[]): string[] {
  const fromPdf = passages.filter((passage) => passage.url === null);
  const frequency = new Map<string, number>();
  for (const passage of fromPdf) for (const value of terms(passage.text)) frequency.set(value, (frequency.get(value) ?? 0) + 1);
  const frequent = [...frequency].sort((a, b) => b[1] - a[1]).slice(0, TERMS_PER_DOCUMENT);
  const named = new Set(fromPdf.flatMap((passage) => [passage.title, passage.heading ?? ""]));
  return [...named, ...frequent.map(([value]) => value)];
}

/** What the domain's chat agents were given to know about it: their PDFs, read from the agents' built knowledge. */
export async function chatTopics(key: DomainKey): Promise<string[]> {
  const { data } = await ChatAgentEntity.query.byDomain(key).go({ count: MAX_AGENTS, attributes: ["documentName", "knowledgeKey"] });
  const withDocument = data.filter((agent) => agent.documentName);
  // A knowledge file gone meanwhile (a newer build replaced it) or unreadable says nothing about the site: its document name still does.
  const knowledge = await Promise.all(withDocument.map(async (agent) => (agent.knowledgeKey ? knowledgeOf(agent.knowledgeKey).catch(() => null) : null)));
  return withDocument.flatMap((agent, index) => [agent.documentName!, ...documentTopics(knowledge[index]?.passages ?? [])]);
}
