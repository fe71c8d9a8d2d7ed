import { VisibleError } from "../error";
import { Site } from "../site";

export const MAX_KEYWORD_SUGGESTIONS = 20;
/** Suggestions are a convenience: a slow site does not hold up the form longer than this. */
const SITE_WAIT_MS = 4_000;

/** The site's post titles, or none when the site cannot be asked right now. */
async function siteTitles(domainId: string): Promise<string[]> {
  // The site bridge (and its guarded client) loads only when suggestions are asked for.
  const titles = import("../content")
    .then(({ Content }) => Content.titles(domainId))
    .then(
      (rows) => rows.map((row) => row.title),
      (error: unknown) => {
        if (error instanceof VisibleError) return [];
        throw error;
      },
    );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), SITE_WAIT_MS);
  });
  try {
    return await Promise.race([titles, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Up to 20 keyword ideas for a domain: its onboarding keywords, then `extra`, then the site's
 * titles; each once whatever its case, and only those containing `search`.
 */
export async function suggestKeywords({ domainId, search, extra }: { domainId: string; search: string; extra: string[] }) {
  const sources = [extra];
  if (domainId) {
    const domain = await Site.load(domainId);
    sources.unshift(domain.keywords ?? []);
    sources.push(await siteTitles(domain.domainId));
  }
  const term = search.toLowerCase();
  const seen = new Set<string>();
  const found: { id: string; keyword: string }[] = [];
  for (const candidate of sources.flat()) {
    const keyword = candidate.replace(/\s+/g, " ").trim();
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key) || !key.includes(term)) continue;
    seen.add(key);
    found.push({ id: key, keyword });
    if (found.length === MAX_KEYWORD_SUGGESTIONS) break;
  }
  return found;
}
