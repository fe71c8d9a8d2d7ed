import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/ui/EmptyState";
import { PageLoading } from "../../components/ui/PageLoading";
import { shellDomainsQueryOptions } from "../domains/domain-queries";
import { AddLink } from "../../components/ui/AddLink";

/**
 * What a page about the selected domain shows while none is selected: a wait while the shell still loads the
 * account's domains (right after signing in) and selects the first, else the way to add one.
 */
export function NoDomainSelected({ what }: { what: string }) {
  const domains = useQuery(shellDomainsQueryOptions());
  if (domains.isPending || (domains.isSuccess && domains.data.length > 0)) return <PageLoading label="Loading your domains…" />;
  return (
    <EmptyState icon="globe" title="No domain yet">
      <p>Add your WordPress site to see its {what} here.</p>
      <AddLink to="/onboarding">Add Domain</AddLink>
    </EmptyState>
  );
}
