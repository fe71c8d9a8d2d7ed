import { searchChoice } from "../adapters";
import type { DomainItem } from "../site/view";

export type { SearchConfig } from "../adapters";

/** The most queries one discovery sends: a few keywords are enough to find a niche's sites. */
const MAX_QUERIES = 4;

/** Read on every call: tests point SEARCH_API_URL at a local double of Brave's API after core loads. */
export const searchConfig = searchChoice;

export const searchConfigured = () => searchConfig() !== undefined;

/** What to search for: the onboarding keywords, each with the niche, else the niche alone. */
export function discoveryQueries(domain: Pick<DomainItem, "keywords" | "websiteNiche">): string[] {
  const niche = domain.websiteNiche?.trim() ?? "";
  const keywords = (domain.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
  const queries = keywords.map((keyword) => (niche && !keyword.toLowerCase().includes(niche.toLowerCase()) ? `${keyword} ${niche}` : keyword));
  return (queries.length ? queries : niche ? [niche] : []).slice(0, MAX_QUERIES);
}
