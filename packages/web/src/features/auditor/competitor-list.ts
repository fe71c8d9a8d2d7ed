export const MAX_LISTED_COMPETITORS = 10;

/**
 * What is wrong with an address about to join the list, before the server checks it fully (public host, its
 * normal form); null when it may be added.
 */
export function competitorDraftError(draft: string, listed: readonly string[]): string | null {
  const text = draft.trim();
  if (!text) return "Enter the competitor's address.";
  if (listed.length >= MAX_LISTED_COMPETITORS) return `At most ${MAX_LISTED_COMPETITORS} competitors can be listed.`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "Enter a full address, starting with https:// or http://.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "Enter a full address, starting with https:// or http://.";
  if (listed.some((competitor) => sameSite(competitor, url))) return "This competitor is listed already.";
  return null;
}

function sameSite(listed: string, url: URL): boolean {
  try {
    const other = new URL(listed);
    return other.origin === url.origin && trimSlash(other.pathname) === trimSlash(url.pathname);
  } catch {
    return false;
  }
}

const trimSlash = (path: string) => path.replace(/\/+$/, "");

/** The address shown for a competitor: its host and path, without the scheme. */
export function competitorLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${trimSlash(parsed.pathname)}`;
  } catch {
    return url;
  }
}
