import { BlogContentEntity } from "../../blog/content.entity";
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

/** The addresses of the posts the offline writer published on the domain: the product's own records, their address only. */
async function offlinePosts(ref: { userId: string; domainId: string }) {
  const { data } = await BlogContentEntity.query
    .byDomain({ userId: ref.userId, domainId: ref.domainId })
    .where((attr, op) => op.eq(attr.writer, "offline"))
    .go({ pages: "all", attributes: ["postUrl"] });
  return new Set(data.flatMap((post) => (post.postUrl ? [sameAddress(post.postUrl)] : [])));
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
  return { items: knowledgeItems(items, await offlinePosts(ref)), fingerprint, truncated };
}
