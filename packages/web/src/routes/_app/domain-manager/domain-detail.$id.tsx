import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ConfigurationCard } from "../../../components/domains/detail/ConfigurationCard";
import { DomainInfoCard } from "../../../components/domains/detail/DomainInfoCard";
import { OnboardingStatusCard } from "../../../components/domains/detail/OnboardingStatusCard";
import { QuickActionsCard } from "../../../components/domains/detail/QuickActionsCard";
import { ServicesCard } from "../../../components/domains/detail/ServicesCard";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ListLoadError, ListLoading } from "../../../components/ui/ListStates";
import { PageHeader } from "../../../components/ui/PageHeader";
import { ApiError } from "../../../lib/api";
import { displayDomain } from "../../../lib/domains";
import { DETAIL_NOT_FOUND_MESSAGE, ONBOARD_DETAIL_FAILED_MESSAGE } from "../../../lib/onboarding";
import { domainQueryOptions } from "../../../queries/domains";

export const Route = createFileRoute("/_app/domain-manager/domain-detail/$id")({
  // Starts the fetch early (also on link hover) without holding the page back.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(domainQueryOptions(params.id));
  },
  component: DomainDetailView,
});

const backLink = (
  <Link to="/domain-manager" className="btn btn-secondary">
    Back to Domain Manager
  </Link>
);

function DomainDetailView() {
  const { id } = Route.useParams();
  const { data: domain, isPending, isError, error, isFetching, refetch } = useQuery(domainQueryOptions(id));

  if (isPending) return <ListLoading label="Loading the domain…" />;
  if (isError) {
    return (
      <>
        <PageHeader title="Domain details" actions={backLink} />
        <section className="card">
          {error instanceof ApiError && error.status === 404 ? (
            <EmptyState icon="search" title={DETAIL_NOT_FOUND_MESSAGE}>
              <p>This domain is not in your account. It may have been removed.</p>
            </EmptyState>
          ) : (
            <ListLoadError
              title={ONBOARD_DETAIL_FAILED_MESSAGE}
              error={error}
              retrying={isFetching}
              onRetry={() => void refetch()}
            />
          )}
        </section>
      </>
    );
  }

  return (
    <>
      <PageHeader title={displayDomain(domain.domain_name)} description="Domain details" actions={backLink} />
      <div className="detail-layout">
        <div className="detail-main">
          <DomainInfoCard domain={domain} />
          <OnboardingStatusCard domain={domain} />
          <ConfigurationCard domain={domain} />
        </div>
        <div className="detail-side">
          <QuickActionsCard domain={domain} />
          <ServicesCard domain={domain} />
        </div>
      </div>
    </>
  );
}
