import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { CreditPackagesCard } from "../../components/topup/CreditPackagesCard";
import { TopupBalance } from "../../components/topup/TopupBalance";
import { PageHeader } from "../../components/ui/PageHeader";
import { Spinner } from "../../components/ui/Spinner";
import { useTopupReturn } from "../../hooks/use-topup-return";
import { resolvePage, toPageSearch } from "../../lib/pagination";
import { parseTopupSearch, withoutReturnParams } from "../../lib/topup";
import { creditPackagesQueryOptions } from "../../queries/payment";

export const Route = createFileRoute("/_app/topup")({
  // Page, page size and search are in the URL, so Back steps through them; so are checkout's return parameters.
  validateSearch: parseTopupSearch,
  loaderDeps: ({ search }) => ({ ...resolvePage(search), search: search.search }),
  // Starts the fetch early (also on link hover) without holding the page back; the card shows its own loading.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(creditPackagesQueryOptions(deps.page, deps.limit, deps.search));
  },
  component: TopupPage,
});

function TopupPage() {
  const routeSearch = Route.useSearch();
  const { page, limit } = resolvePage(routeSearch);
  const term = routeSearch.search;
  const navigate = Route.useNavigate();

  const clearReturnParams = useCallback(
    () => void navigate({ search: (previous) => withoutReturnParams(previous), replace: true, resetScroll: false }),
    [navigate],
  );
  const confirming = useTopupReturn(routeSearch, clearReturnParams);

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
        title="Top Up Credits"
        description="Buy credits for your agents to spend."
        actions={<TopupBalance />}
      />
      {confirming && (
        <div className="callout callout-info topup-confirming">
          <Spinner label="Confirming your payment…" />
        </div>
      )}
      <CreditPackagesCard
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
