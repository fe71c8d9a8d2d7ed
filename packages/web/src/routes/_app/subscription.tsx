import { createFileRoute } from "@tanstack/react-router";
import { CreditHistoryCard } from "../../components/billing/CreditHistoryCard";
import { CreditsCard } from "../../components/billing/CreditsCard";
import { SamplePlansCard } from "../../components/billing/SamplePlansCard";
import { PageHeader } from "../../components/ui/PageHeader";
import { parsePageSearch, resolvePage, toPageSearch } from "../../lib/pagination";
import { ledgerQueryOptions } from "../../queries/credits";

export const Route = createFileRoute("/_app/subscription")({
  // The history's page and page size are in the URL, so Back steps through pages.
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => resolvePage(search),
  // Starts the fetch early (also on link hover) without holding the page back; the card shows its own loading.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(ledgerQueryOptions(deps.page, deps.limit));
  },
  component: SubscriptionPage,
});

function SubscriptionPage() {
  const { page, limit } = resolvePage(Route.useSearch());
  const navigate = Route.useNavigate();
  // Paging keeps the scroll position: the controls sit below the table.
  const go = (nextPage: number, nextLimit: number) =>
    void navigate({ search: toPageSearch(nextPage, nextLimit), resetScroll: false });

  return (
    <>
      <PageHeader title="Subscription & Billing" description="Your credits, where they went, and the plans on the way." />
      <div className="billing-layout">
        <div className="billing-summary">
          <CreditsCard />
          <SamplePlansCard />
        </div>
        <CreditHistoryCard
          page={page}
          limit={limit}
          onPage={(next) => go(next, limit)}
          onLimit={(next) => go(1, next)}
        />
      </div>
    </>
  );
}
