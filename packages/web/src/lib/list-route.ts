import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import type { ListSearch } from "./list-search";
import { type PageSize, resolvePage } from "./pagination";

/** What one page of a list depends on; the loader refetches when it changes. */
interface ListDeps {
  page: number;
  limit: PageSize;
  search: string | undefined;
}

/**
 * The options of a route whose list is paged (and maybe searched) through the URL, so Back steps through it.
 * Spread them into `createFileRoute(…)({ … })`, beside `loader: listLoader(…)`.
 */
export function listRouteOptions<TSearch extends ListSearch>(validateSearch: (search: Record<string, unknown>) => TSearch) {
  return {
    validateSearch,
    loaderDeps: ({ search }: { search: TSearch }): ListDeps => ({ ...resolvePage(search), search: search.search }),
  };
}

/**
 * The loader of a paged list's route. Written as the route's own `loader` key, so the router plugin can split it
 * (and the list's queries) out of the first download.
 */
export function listLoader<TPage, TQueryKey extends QueryKey>(
  pageQuery: (page: number, limit: number, search: string | undefined) => FetchQueryOptions<TPage, Error, TPage, TQueryKey>,
  /** What else the page needs before it shows; its failure is the page's error. */
  ensure?: (queryClient: QueryClient) => Promise<unknown>,
) {
  // Starts the fetch early (also on link hover) without holding the page back; the card shows its own loading.
  return async ({ context, deps }: { context: { queryClient: QueryClient }; deps: ListDeps }) => {
    void context.queryClient.prefetchQuery(pageQuery(deps.page, deps.limit, deps.search));
    await ensure?.(context.queryClient);
  };
}
