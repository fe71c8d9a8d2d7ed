import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { CreditPackagesCard } from "../../features/billing/CreditPackagesCard";
import { TopupBalance } from "../../features/billing/TopupBalance";
import { Callout } from "../../components/ui/Callout";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageLoading } from "../../components/ui/PageLoading";
import { RouteError } from "../../components/ui/RouteStates";
import { Spinner } from "../../components/ui/Spinner";
import { useTopupReturn } from "../../features/billing/use-topup-return";
import { useUrlList } from "../../hooks/use-url-list";
import { listLoader, listRouteOptions } from "../../lib/list-route";
import { balanceQueryOptions } from "../../features/billing/balance-queries";
import { PAYMENT_CANCELLED_TEXT, withoutReturnParams } from "../../features/billing/topup";
import { parseTopupSearch } from "../../features/billing/topup-search";
import { creditPackagesQueryOptions } from "../../features/billing/payment-queries";

export const Route = createFileRoute("/_app/topup")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  // The URL also carries checkout's return parameters.
  ...listRouteOptions(parseTopupSearch),
  loader: listLoader(creditPackagesQueryOptions, (queryClient) => queryClient.ensureQueryData(balanceQueryOptions())),
  component: TopupPage,
  pendingComponent: () => <PageLoading label="Loading your balance…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="Top Up Credits" description="Buy credits for your agents to spend." />,
        errorMessage: () => "Your balance could not be loaded.",
      }}
    />
  ),
});

function TopupPage() {
  const routeSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  const list = useUrlList(routeSearch, navigate);

  const clearReturnParams = useCallback(
    () =>
      void navigate({
        search: (previous) => withoutReturnParams(previous),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const { confirming, cancelled } = useTopupReturn(routeSearch, clearReturnParams);

  return (
    <>
      <PageHeader title="Top Up Credits" description="Buy credits for your agents to spend." actions={<TopupBalance />} />
      {cancelled && (
        <div className="topup-notice" role="status">
          <Callout tone="info">{PAYMENT_CANCELLED_TEXT}</Callout>
        </div>
      )}
      {confirming && (
        <div className="callout callout-info topup-confirming">
          <Spinner label="Confirming your payment…" />
        </div>
      )}
      <CreditPackagesCard list={list} />
    </>
  );
}
