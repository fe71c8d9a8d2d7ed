import { createFileRoute } from "@tanstack/react-router";
import { CreditHistoryCard } from "../../features/billing/CreditHistoryCard";
import { CreditsCard } from "../../features/billing/CreditsCard";
import { SamplePlansCard } from "../../features/billing/SamplePlansCard";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageLoading } from "../../components/ui/PageLoading";
import { RouteError } from "../../components/ui/RouteStates";
import { useUrlList } from "../../hooks/use-url-list";
import { listLoader, listRouteOptions } from "../../lib/list-route";
import { balanceQueryOptions } from "../../features/billing/balance-queries";
import { parsePageSearch } from "../../lib/pagination";
import { ledgerQueryOptions } from "../../features/billing/credit-queries";

export const Route = createFileRoute("/_app/subscription")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  // Only the history's page and page size: the ledger is not searchable.
  ...listRouteOptions(parsePageSearch),
  loader: listLoader(ledgerQueryOptions, (queryClient) => queryClient.ensureQueryData(balanceQueryOptions())),
  component: SubscriptionPage,
  pendingComponent: () => <PageLoading label="Loading your balance…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="Subscription & Billing" description="Your credits, where they went, and the plans on the way." />,
        errorMessage: () => "Your balance could not be loaded. Please try again.",
      }}
    />
  ),
});

function SubscriptionPage() {
  const paging = useUrlList(Route.useSearch(), Route.useNavigate());
  return (
    <>
      <PageHeader title="Subscription & Billing" description="Your credits, where they went, and the plans on the way." />
      <div className="billing-layout">
        <div className="billing-summary">
          <CreditsCard />
          <SamplePlansCard />
        </div>
        <CreditHistoryCard paging={paging} />
      </div>
    </>
  );
}
