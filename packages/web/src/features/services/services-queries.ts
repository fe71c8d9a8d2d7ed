import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import type { ServiceFilters } from "./services-search";

const fetchServices = (domainId: string, page: number, limit: number, filters: ServiceFilters, signal?: AbortSignal) =>
  read(
    api.services.$get(
      {
        query: {
          domainId,
          page: String(page),
          limit: String(limit),
          search: filters.search || undefined,
          status: filters.status,
          type: filters.type,
        },
      },
      cancelledBy(signal),
    ),
  );

export type ServicePage = Awaited<ReturnType<typeof fetchServices>>;
export type ServiceRow = ServicePage["data"][number];

/** One page of the selected domain's agents of every kind, with counts over all of them. */
export const servicesQueryOptions = (domainId: string, page: number, limit: number, filters: ServiceFilters) =>
  queryOptions({
    queryKey: ["services", "list", domainId, { page, limit, ...filters }],
    queryFn: ({ signal }) => fetchServices(domainId, page, limit, filters, signal),
    placeholderData: keepPreviousData,
  });
