import { type ListSearch, parseListSearch } from "../../lib/list-search";

/** /topup's URL: paging, the package search, and the parameters of a return from checkout. */
export interface TopupSearch extends ListSearch {
  message?: string;
  session_id?: string;
}

const nonEmptyString = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** The route's `validateSearch`; anything malformed is dropped rather than rejected. */
export function parseTopupSearch(search: Record<string, unknown>): TopupSearch {
  return {
    ...parseListSearch(search),
    message: nonEmptyString(search.message),
    session_id: nonEmptyString(search.session_id),
  };
}
