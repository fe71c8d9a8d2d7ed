import { createFileRoute, Link } from "@tanstack/react-router";
import { OnboardingWizard } from "../../features/onboarding/OnboardingWizard";
import { ResumeOnboarding } from "../../features/onboarding/ResumeOnboarding";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageLoading } from "../../components/ui/PageLoading";
import { RouteError } from "../../components/ui/RouteStates";
import { DETAIL_NOT_FOUND_MESSAGE, ONBOARD_DETAIL_FAILED_MESSAGE } from "../../features/onboarding/onboarding";
import { domainQueryOptions } from "../../features/domains/domain-queries";

interface OnboardingSearch {
  /** A domain whose setup was left unfinished. */
  domain?: string;
}

export const Route = createFileRoute("/_app/onboarding")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: (search: Record<string, unknown>): OnboardingSearch => ({
    domain: typeof search.domain === "string" && search.domain.trim() ? search.domain.trim() : undefined,
  }),
  loaderDeps: ({ search }) => ({ domain: search.domain }),
  loader: ({ context, deps }) => (deps.domain ? context.queryClient.ensureQueryData(domainQueryOptions(deps.domain)) : undefined),
  component: OnboardingPage,
  pendingComponent: () => <PageLoading label="Loading the domain…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: pageHeader(),
        errorTitle: ONBOARD_DETAIL_FAILED_MESSAGE,
        notFound: {
          title: DETAIL_NOT_FOUND_MESSAGE,
          body: (
            <>
              <p>This domain is not in your account. You can add it again.</p>
              <Link to="/onboarding" className="btn btn-primary">
                Add a domain
              </Link>
            </>
          ),
        },
      }}
    />
  ),
});

function pageHeader() {
  return <PageHeader title="Add a domain" description="Connect a WordPress site in four steps." />;
}

function OnboardingPage() {
  const { domain } = Route.useSearch();
  return (
    <>
      {pageHeader()}
      {/* Keyed, so following "Add Domain" or another domain's link starts that setup afresh. */}
      {domain ? <ResumeOnboarding key={domain} domainId={domain} /> : <OnboardingWizard key="new" />}
    </>
  );
}
