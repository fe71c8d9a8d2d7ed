import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CompetitorsCard } from "../../../features/domains/CompetitorsCard";
import { ConfigurationCard } from "../../../features/domains/detail/ConfigurationCard";
import { DomainInfoCard } from "../../../features/domains/detail/DomainInfoCard";
import { OnboardingStatusCard } from "../../../features/domains/detail/OnboardingStatusCard";
import { QuickActionsCard } from "../../../features/domains/detail/QuickActionsCard";
import { ServicesCard } from "../../../features/domains/detail/ServicesCard";
import { SearchConsoleCard } from "../../../features/search-console/SearchConsoleCard";
import { PageHeader } from "../../../components/ui/PageHeader";
import { PageLoading } from "../../../components/ui/PageLoading";
import { RouteError } from "../../../components/ui/RouteStates";
import { domainAddress } from "../../../features/domains/domains";
import { DETAIL_NOT_FOUND_MESSAGE, ONBOARD_DETAIL_FAILED_MESSAGE } from "../../../features/onboarding/onboarding";
import { domainQueryOptions } from "../../../features/domains/domain-queries";
import { serviceCountsQueryOptions } from "../../../features/domains/service-count-queries";

export const Route = createFileRoute("/_app/domain-manager/domain-detail/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(domainQueryOptions(params.id)),
      context.queryClient.ensureQueryData(serviceCountsQueryOptions(params.id)),
    ]),
  component: DomainDetailView,
  pendingComponent: () => <PageLoading label="Loading the domain…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="Domain details" actions={backLink()} />,
        errorTitle: ONBOARD_DETAIL_FAILED_MESSAGE,
        notFound: {
          title: DETAIL_NOT_FOUND_MESSAGE,
          body: <p>This domain is not in your account. It may have been removed.</p>,
        },
      }}
    />
  ),
});

function backLink() {
  return (
    <Link to="/domain-manager" className="btn btn-secondary">
      Back to Domain Manager
    </Link>
  );
}

function DomainDetailView() {
  const { id } = Route.useParams();
  const { data: domain } = useSuspenseQuery(domainQueryOptions(id));

  return (
    <>
      <PageHeader title={domainAddress(domain)} description="Domain details" actions={backLink()} />
      <div className="detail-layout">
        <div className="detail-main">
          <DomainInfoCard domain={domain} />
          <OnboardingStatusCard domain={domain} />
          <ConfigurationCard domain={domain} />
          <CompetitorsCard domainId={domain.id} />
          <SearchConsoleCard domain={domain} />
        </div>
        <div className="detail-side">
          <QuickActionsCard domain={domain} />
          <ServicesCard domain={domain} />
        </div>
      </div>
    </>
  );
}
