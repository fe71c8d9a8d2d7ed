import { useQuery } from "@tanstack/react-query";
import { ListLoadError } from "../../components/ui/ListStates";
import { PageLoading } from "../../components/ui/PageLoading";
import { auditorOptionsQueryOptions } from "./auditor-queries";
import { AuditorForm } from "./AuditorForm";

/** The form once the options are known: how many competitors the run can use, and its prices. */
export function NewAuditorCard({ domainId }: { domainId: string }) {
  const options = useQuery(auditorOptionsQueryOptions(domainId));
  return (
    <section className="card" aria-label="New auditor">
      {options.isPending ? (
        <PageLoading label="Loading the auditor's options…" />
      ) : options.isError ? (
        <ListLoadError
          title="The auditor's options could not be loaded"
          error={options.error}
          retrying={options.isFetching}
          onRetry={() => void options.refetch()}
        />
      ) : (
        <AuditorForm domainId={domainId} options={options.data} />
      )}
    </section>
  );
}
