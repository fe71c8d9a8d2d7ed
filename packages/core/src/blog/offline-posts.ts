import type { DomainKey } from "../agents/hooks";
import { BlogContentEntity } from "./content.entity";

/** The addresses of the posts the offline writer published on the domain: sample text, read from the product's own records, their address only. */
export async function offlinePostUrls(key: DomainKey): Promise<string[]> {
  const { data } = await BlogContentEntity.query
    .byDomain({ userId: key.userId, domainId: key.domainId })
    .where((attr, op) => op.eq(attr.writer, "offline"))
    .go({ pages: "all", attributes: ["postUrl"] });
  return data.flatMap((post) => (post.postUrl ? [post.postUrl] : []));
}
