import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { DomainListCard } from "../../../components/domains/DomainListCard";
import { PageHeader } from "../../../components/ui/PageHeader";
import { parseListSearch } from "../../../lib/list-search";
import { resolvePage, toPageSearch } from "../../../lib/pagination";
import { domainsQueryOptions } from "../../../queries/domains";

export const Route = createFileRoute("/_app/domain-manager/")({
  // Page, page size and search are in the URL, so Back steps through them.
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => ({ ...resolvePage(search), search: search.search }),
  // Starts the fetch early (also on link hover) without holding the page back; the card shows its own loading.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(domainsQueryOptions(deps.page, deps.limit, deps.search));
  },
  component: DomainManagerPage,
});

function DomainManagerPage() {
  const routeSearch = Route.useSearch();
  const { page, limit } = resolvePage(routeSearch);
  const term = routeSearch.search;
  const navigate = Route.useNavigate();

  // Paging keeps the scroll position: the controls sit below the list.
  const go = (nextPage: number, nextLimit: number) =>
    void navigate({ search: { ...toPageSearch(nextPage, nextLimit), search: term }, resetScroll: false });
  // A new search starts at page 1 and replaces the entry, so Back does not replay every debounced term.
  const onSearch = useCallback(
    (search: string | undefined) =>
      void navigate({ search: { ...toPageSearch(1, limit), search }, replace: true, resetScroll: false }),
    [navigate, limit],
  );

  return (
    <>
      <PageHeader
        title="Domain Manager"
        description="The websites connected to your account, and the one every page works on."
      />
      <DomainListCard
        page={page}
        limit={limit}
        search={term}
        onPage={(next) => go(next, limit)}
        onLimit={(next) => go(1, next)}
        onSearch={onSearch}
      />
    </>
  );
}
