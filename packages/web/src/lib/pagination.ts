/** List paging kept in the URL (`?page=2&limit=20`); defaults are left out so plain links stay plain. */
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT: PageSize = 10;

export interface PageSearch {
  page?: number;
  limit?: PageSize;
}

const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isSafeInteger(number) ? number : undefined;
};

/** The route's `validateSearch`: anything that is not a page from 1 or one of the page sizes falls back to the default. */
export function parsePageSearch(search: Record<string, unknown>): PageSearch {
  return toPageSearch(wholeNumber(search.page) ?? DEFAULT_PAGE, wholeNumber(search.limit) ?? DEFAULT_LIMIT);
}

/** The search for a page, without the defaults. */
export function toPageSearch(page: number, limit: number): PageSearch {
  const size = PAGE_SIZES.find((choice) => choice === limit);
  return {
    page: page > DEFAULT_PAGE ? page : undefined,
    limit: size !== undefined && size !== DEFAULT_LIMIT ? size : undefined,
  };
}

export function resolvePage(search: PageSearch): { page: number; limit: PageSize } {
  return { page: search.page ?? DEFAULT_PAGE, limit: search.limit ?? DEFAULT_LIMIT };
}
