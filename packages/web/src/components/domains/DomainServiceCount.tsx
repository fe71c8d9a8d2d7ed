import { useQuery } from "@tanstack/react-query";
import { formatServiceCount, grandTotal } from "../../lib/service-counts";
import { serviceCountsQueryOptions } from "../../queries/service-counts";
import { Spinner } from "../ui/Spinner";

export function DomainServiceCount({ domainId }: { domainId: string }) {
  const { data, isPending, isError } = useQuery(serviceCountsQueryOptions(domainId));
  if (isPending) {
    return (
      <>
        <Spinner />
        <span className="visually-hidden">Loading the service count</span>
      </>
    );
  }
  if (isError) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">The service count could not be loaded</span>
      </>
    );
  }
  return <span data-testid="service-count">{formatServiceCount(grandTotal(data))}</span>;
}
