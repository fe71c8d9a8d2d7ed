/** The domain's link to Google Search Console, as GET /domain/{id}/search-console answers it. */
export interface SearchConsoleLink {
  status: "not_connected" | "connected" | "broken";
  /** Null after consent until the owner picks the property that matches the domain. */
  property: string | null;
  last_sync_at: string | null;
  /** Why a broken link stopped working. */
  reason: string | null;
}

/** A property of the owner's Google account, from Search Console's sites list. */
export interface SearchConsoleProperty {
  property: string;
  permission: string;
}

export interface SearchQueryFigures {
  query: string;
  clicks: number;
  impressions: number;
  position: number;
}

export interface SearchPost {
  url: string;
  title: string;
  post_id: number | null;
  agent_made: boolean;
  clicks: number;
  impressions: number;
  position: number;
  /** Credits the agents spent on this post: writing, optimizing. */
  credits: number;
  top_queries: SearchQueryFigures[];
}

export interface DecliningPost {
  url: string;
  post_id: number | null;
  clicks_before: number;
  clicks_now: number;
}

export interface QuerySuggestion {
  query: string;
  impressions: number;
  position: number;
}

/** GET /analytics/{domainId}/search?days=: Google's figures for the domain's pages over the range. */
export interface SearchResults {
  daily: { date: string; clicks: number; impressions: number }[];
  posts: SearchPost[];
  declining: DecliningPost[];
  suggestions: QuerySuggestion[];
}
