import { termMatches, terms } from "../text/terms";

/**
 * Words any question may use whatever it is about: a site's texts often hold them too ("the best
 * compost"), so they would make every question look near its topics.
 */
const GENERIC = new Set(
  terms(
    "good best better great top new old cheap free recommend recommendation idea ideas way ways thing things need needs make use using buy find help " +
      "work works time year day today question answer kind type one two first last big small lot",
  ),
);

/** The terms a site is about, from the texts the product keeps of it (its configuration, its agents' keywords and knowledge). */
export function topicTerms(texts: readonly string[]): Set<string> {
  const topics = new Set<string>();
  for (const text of texts) for (const value of terms(text)) if (!GENERIC.has(value)) topics.add(value);
  return topics;
}

/**
 * Whether a question is near the site's topics: one of its own terms (stemmed, the chat's stop
 * words and the generic words above left out) meets one of the site's, with the chat index's
 * prefix and typo tolerance. A site that says nothing about itself has every question near it.
 */
export function nearTopics(question: string, topics: ReadonlySet<string>): boolean {
  if (topics.size === 0) return true;
  const asked = terms(question).filter((value) => !GENERIC.has(value));
  return asked.some((value) => topics.has(value) || [...topics].some((topic) => termMatches(value, topic) || termMatches(topic, value)));
}
