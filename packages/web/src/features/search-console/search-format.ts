import type { DecliningPost, SearchPost, SearchQueryFigures, SearchResults } from "./types";

/** Queries handed to the optimizer as a post's target keyphrases. */
export const KEYPHRASES_PER_POST = 3;

const number = (value: number, options?: Intl.NumberFormatOptions) => value.toLocaleString("en-US", options);

/**
 * Credits spent on a post for each click Google sent it: a tenth is enough above one credit, while
 * a popular post's fraction of a credit keeps two significant digits. Null without a click, as
 * nothing has been earned to divide by.
 */
export function costPerClick(credits: number, clicks: number): string | null {
  if (clicks <= 0) return null;
  const cost = credits / clicks;
  return cost >= 1 || cost === 0 ? number(cost, { maximumFractionDigits: 1 }) : number(cost, { maximumSignificantDigits: 2 });
}

/** Google's average position, where 1 is the top of the first page of results; none for a post not shown in the range. */
export const positionText = (position: number | null): string | null =>
  position === null ? null : number(position, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** How much of its clicks a post lost, in whole percent. */
export const dropPercent = (before: number, now: number): number => (before > 0 ? Math.round(((before - now) / before) * 100) : 0);

/** The sentence above the daily chart. */
export function searchSummary(daily: SearchResults["daily"], days: number): string {
  const clicks = daily.reduce((sum, day) => sum + day.clicks, 0);
  const impressions = daily.reduce((sum, day) => sum + day.impressions, 0);
  if (impressions === 0) return `Your pages were not shown in Google search in these ${days} days.`;
  const times = (count: number) => `${number(count)} ${count === 1 ? "time" : "times"}`;
  return `Your pages were shown in Google search ${times(impressions)} and clicked ${times(clicks)} in these ${days} days.`;
}

/** The queries that bring a post the most clicks, as the optimizer's target keyphrases. */
export function keyphrasesOf(queries: readonly SearchQueryFigures[]): string[] {
  const phrases: string[] = [];
  for (const item of [...queries].sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions)) {
    const query = item.query.trim();
    if (query && !phrases.some((phrase) => phrase.toLowerCase() === query.toLowerCase())) phrases.push(query);
  }
  return phrases.slice(0, KEYPHRASES_PER_POST);
}

export interface DecliningRow extends DecliningPost {
  title: string;
  keyphrases: string[];
}

/** A post losing traffic, named and given its queries from the same post in the range's list when it is there. */
export function decliningRows(results: Pick<SearchResults, "declining" | "posts">): DecliningRow[] {
  return results.declining.map((item) => {
    const post = results.posts.find((candidate) => candidate.post_id === item.post_id);
    return { ...item, title: post?.title || item.url, keyphrases: keyphrasesOf(post?.top_queries ?? []) };
  });
}

const PERMISSIONS: Record<string, string> = {
  siteOwner: "Owner",
  siteFullUser: "Full access",
  siteRestrictedUser: "Restricted access",
  siteUnverifiedUser: "Not verified",
};

/** A property as an owner reads it: the whole domain, or one address and what is under it. */
export function propertyLabel(property: string): string {
  return property.startsWith("sc-domain:") ? `${property.slice("sc-domain:".length)} (whole domain)` : `${property} (this address)`;
}

export const permissionLabel = (permission: string): string => PERMISSIONS[permission] ?? permission;

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");

const originOf = (address: string) => {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether a property is the domain's own, by the rule the API holds a pick to: a domain property of
 * its host (with or without www), or an address property at the root of the site's own origin (the
 * plugin's address once connected, else https:// and the domain's name).
 */
export function coversDomain(property: string, domain: { domain_name: string; site_url?: string | null }): boolean {
  const site = originOf(domain.site_url || `https://${domain.domain_name}`);
  if (property.startsWith("sc-domain:")) return bareHost(property.slice("sc-domain:".length)) === bareHost(site?.hostname ?? domain.domain_name);
  const address = originOf(property);
  return address !== undefined && address.origin === site?.origin && address.pathname === "/";
}

/** What the agents' posts cost for each click they earned together; null while they earned none. */
export function agentCostPerClick(posts: readonly SearchPost[]): string | null {
  const agentPosts = posts.filter((post) => post.agent_made);
  return costPerClick(
    agentPosts.reduce((sum, post) => sum + post.credits, 0),
    agentPosts.reduce((sum, post) => sum + post.clicks, 0),
  );
}
