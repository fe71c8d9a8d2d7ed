import { Counter } from "../db/counter";
import { listPage } from "../db/list";
import { Site } from "../site/index";
import { BlogContentEntity } from "./content.entity";
import { blogContentCounter } from "./counters";
import type { ContentStatus } from "./schema";

type Query = ReturnType<typeof BlogContentEntity.query.byAgent> | ReturnType<typeof BlogContentEntity.query.byDomain>;

/** Narrows a list to titles containing `term` and to one status. */
export const filtered = (query: Query, term: string, status: string) =>
  query.where((attr, op) => {
    const clauses: string[] = [];
    if (term) clauses.push(op.contains(attr.searchTitle, term));
    if (status) clauses.push(op.eq(attr.status, status as ContentStatus));
    return clauses.join(" AND ");
  });

/**
 * How many posts the domain's agents have made: the domain's counter, or with a search, how many
 * titles contain it. Apart from the rest of the blog area so the domain routes can read it alone.
 */
export async function countBlogContents(domainId: string, search = "") {
  const domain = await Site.load(domainId);
  const term = search.trim().toLowerCase().slice(0, 200);
  if (!term) return Counter.read(domain.userId, blogContentCounter(domain.domainId));
  const result = await listPage({
    query: filtered(BlogContentEntity.query.byDomain({ userId: domain.userId, domainId: domain.domainId }), term, ""),
    entity: BlogContentEntity,
    page: 1,
    limit: 1,
  });
  return result.pagination.total;
}
