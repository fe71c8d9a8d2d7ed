import { allHooks, type DomainKey } from "../../agents/hooks";
import { Content, type DomainRef } from "../../content";
import type { SiteText } from "./passages";
import { knowledgeItems, sameAddress } from "./sources";

/** The most of a site a build reads: enough for a small business's site, bounded for the worker's memory and time. */
export const MAX_SITE_ITEMS = 500;
export const MAX_SITE_BYTES = 2 * 1024 * 1024;

/** The site's posts and pages as last seen: their count and newest change. A different one means the site changed. */
export async function siteFingerprint(ref: DomainRef) {
  const state = await Content.knowledgeState(ref);
  return `${state.count}:${state.modified ?? ""}`;
}

/** The addresses of the domain's posts whose text is the product's own sample writing, as each agent that published some knows them. */
async function sampleTextPosts(key: DomainKey) {
  const byAgent = await Promise.all((await allHooks()).flatMap((hooks) => hooks.sampleTextPostUrls?.(key) ?? []));
  return new Set(byAgent.flat().map(sameAddress));
}

/**
 * The site's published posts and pages with their text, page by page, up to MAX_SITE_ITEMS items
 * or MAX_SITE_BYTES of text. The fingerprint is read first, so a change made while reading shows
 * as a change at the next check.
 */
export async function readSite(ref: { userId: string; domainId: string }) {
  const fingerprint = await siteFingerprint(ref);
  const items: SiteText[] = [];
  let bytes = 0;
  let truncated = false;
  for (let page = 1; ; page++) {
    const answer = await Content.knowledge(ref, page);
    for (const item of answer.items) {
      const size = Buffer.byteLength(item.text);
      if (items.length >= MAX_SITE_ITEMS || bytes + size > MAX_SITE_BYTES) {
        truncated = true;
        break;
      }
      items.push({ title: item.title, url: item.url, text: item.text });
      bytes += size;
    }
    if (truncated || !answer.items.length || page >= answer.total_pages) break;
  }
  return { items: knowledgeItems(items, await sampleTextPosts(ref)), fingerprint, truncated };
}
