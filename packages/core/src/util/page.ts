import * as v from "valibot";

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/**
 * How deep into a list a page may reach (page x limit). Page N skips the keys before it, so a
 * deeper page costs reads in proportion; past this a search narrows the list instead.
 */
export const MAX_LIST_DEPTH = 10_000;

export const tooDeep = `page x limit may be at most ${MAX_LIST_DEPTH.toLocaleString("en-US")}: use search to narrow the list`;

const whole = (name: string) => v.pipe(v.unknown(), v.transform(Number), v.integer(`${name} must be a whole number`));

/** The spec's list query: page from 1, limit 10 by default; query strings arrive as text. */
export const PageFields = {
  page: v.optional(v.pipe(whole("page"), v.minValue(1, "page must be 1 or more"), v.maxValue(MAX_LIST_DEPTH, tooDeep)), 1),
  limit: v.optional(
    v.pipe(whole("limit"), v.minValue(1, "limit must be 1 or more"), v.maxValue(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`)),
    DEFAULT_LIMIT,
  ),
};

/** The depth rule, for a list schema that needs it besides the page fields. */
export const withinDepth = ({ page, limit }: { page: number; limit: number }) => page * limit <= MAX_LIST_DEPTH;

export interface Pagination {
  currentPage: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  nextPage: number | null;
  prevPage: number | null;
}

export function pagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    currentPage: page,
    limit,
    total,
    totalPages,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
  };
}
