import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ApiError } from "../../lib/api";
import { DETAIL_NOT_FOUND_MESSAGE, ONBOARD_DETAIL_FAILED_MESSAGE, resumeStep } from "../../lib/onboarding";
import { configValuesOf } from "../../lib/onboarding-config";
import { domainQueryOptions } from "../../queries/domains";
import { EmptyState } from "../ui/EmptyState";
import { ListLoadError, ListLoading } from "../ui/ListStates";
import { OnboardingWizard } from "./OnboardingWizard";

/** /onboarding?domain={id}: picks the setup up where the domain left it. */
export function ResumeOnboarding({ domainId }: { domainId: string }) {
  const { data, isPending, error, isFetching, refetch } = useQuery(domainQueryOptions(domainId));

  // Once opened, the wizard keeps its own state; later refetches of the domain must not restart it.
  if (data) {
    return (
      <OnboardingWizard
        start={{
          step: resumeStep(data),
          domain: data,
          config: data.has_configuration ? configValuesOf(data) : undefined,
        }}
      />
    );
  }
  if (isPending) return <ListLoading label="Loading the domain…" />;
  return (
    <section className="card">
      {error instanceof ApiError && error.status === 404 ? (
        <EmptyState icon="search" title={DETAIL_NOT_FOUND_MESSAGE}>
          <p>This domain is not in your account. You can add it again.</p>
          <Link to="/onboarding" className="btn btn-primary">
            Add a domain
          </Link>
        </EmptyState>
      ) : (
        <ListLoadError title={ONBOARD_DETAIL_FAILED_MESSAGE} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      )}
    </section>
  );
}
