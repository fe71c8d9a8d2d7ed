import { queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

const param = (domainId: string) => ({ param: { domainId: encodeURIComponent(domainId) } });

export const SERVICE_COUNTS_QUERY_KEY = ["services-count"] as const;

export const serviceCountsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...SERVICE_COUNTS_QUERY_KEY, domainId],
    queryFn: ({ signal }) => read(api["services-count"][":domainId"].$get(param(domainId), cancelledBy(signal))).then((answer) => answer.data ?? []),
  });
