import { queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

const param = (domainId: string) => ({ param: { domainId: encodeURIComponent(domainId) } });

export const serviceCountsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: ["services-count", domainId],
    queryFn: ({ signal }) => read(api["services-count"][":domainId"].$get(param(domainId), cancelledBy(signal))).then((answer) => answer.data ?? []),
  });
