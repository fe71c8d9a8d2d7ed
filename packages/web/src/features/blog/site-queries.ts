import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { ApiError, api, cancelledBy, read } from "../../lib/api";
import { byDomain, named, REFERENCE_QUERY_KEY } from "./blog-queries";

export const keywordSuggestionsQueryOptions = (domainId: string, search: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "keywords", domainId, search],
    queryFn: ({ signal }) =>
      named("keywords", read(api.reference.keywords.$get({ query: { id: domainId, search: search || undefined } }, cancelledBy(signal)))),
    placeholderData: keepPreviousData,
  });

/** A site that refused (not connected, not found) answers the same again; only a failure on the way is retried. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 2 && !(error.cause instanceof ApiError && error.cause.status >= 400 && error.cause.status < 500);

/** The site's categories and authors, read through the plugin; kept a minute, as the owner may add one meanwhile. */
export const categoriesQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "categories", domainId],
    queryFn: ({ signal }) => named("categories", read(api["blog-agent-reference"][":domainId"].get_category.$get(byDomain(domainId), cancelledBy(signal)))),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

export const authorsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "authors", domainId],
    queryFn: ({ signal }) => named("author", read(api["blog-agent-reference"][":domainId"].get_user.$get(byDomain(domainId), cancelledBy(signal)))),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
