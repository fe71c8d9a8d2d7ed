import { MAX_COMPETITORS, normaliseSiteUrl } from "@sitecrew/core/audit/schema";

export const MAX_LISTED_COMPETITORS = MAX_COMPETITORS;

/**
 * An address about to join the list, in the form the server keeps it, or why it cannot join. The server checks
 * again, and also that the host is public.
 */
export function competitorDraft(draft: string, listed: readonly string[]): { url: string } | { error: string } {
  if (!draft.trim()) return { error: "Enter the competitor's address." };
  if (listed.length >= MAX_LISTED_COMPETITORS) return { error: `Add at most ${MAX_LISTED_COMPETITORS} competitors` };
  const result = normaliseSiteUrl(draft);
  if ("error" in result) return result;
  if (listed.includes(result.url)) return { error: `${result.url} is listed already` };
  return result;
}

/** The address shown for a competitor: its host and path, without the scheme. */
export function competitorLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname.replace(/\/+$/, "")}`;
  } catch {
    return url;
  }
}
