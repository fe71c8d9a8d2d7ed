import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { AddDomainCallout } from "../../features/dashboard/AddDomainCallout";
import { CreditsPanel } from "../../features/dashboard/CreditsPanel";
import { TodayActivity } from "../../features/dashboard/TodayActivity";
import { OfflineWriterNotice } from "../../features/writer/OfflineWriterNotice";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageLoading } from "../../components/ui/PageLoading";
import { RouteError } from "../../components/ui/RouteStates";
import { useFirstDashboardVisit } from "../../features/dashboard/use-first-visit";
import { useStore } from "../../hooks/use-store";
import { session } from "../../lib/session";
import { welcomeTitle } from "../../features/dashboard/welcome";
import { balanceQueryOptions } from "../../features/billing/balance-queries";
import { creditSummaryQueryOptions } from "../../features/billing/credit-queries";
import { shellDomainsQueryOptions } from "../../features/domains/domain-queries";

export const Route = createFileRoute("/_app/dashboard")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(creditSummaryQueryOptions()), context.queryClient.ensureQueryData(balanceQueryOptions())]),
  component: DashboardPage,
  pendingComponent: () => <PageLoading label="Loading your credit activity…" />,
  errorComponent: ({ error }) => <RouteError error={error} texts={{ errorTitle: "Your credit activity could not be loaded." }} />,
});

function DashboardPage() {
  const { user } = useStore(session);
  const firstVisit = useFirstDashboardVisit(user?.id);
  // The shell's own list: only an answer from the server says there is no domain, not a list still loading.
  const domains = useQuery(shellDomainsQueryOptions());
  const noDomain = domains.isSuccess && domains.data.length === 0;
  return (
    <>
      <PageHeader title={welcomeTitle(user?.fullname, firstVisit)} description="Here is what your content agents are doing today." />
      <OfflineWriterNotice />
      <div className="dashboard-grid">
        {noDomain && <AddDomainCallout />}
        <TodayActivity noDomain={noDomain} />
        <CreditsPanel />
      </div>
    </>
  );
}
