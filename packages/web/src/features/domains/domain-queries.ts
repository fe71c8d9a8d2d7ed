import type { DomainDetails, DomainListItem } from "@sitecrew/core/site/schema";
import type { Pagination } from "@sitecrew/core/util/page";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

export interface DomainPage {
  data: DomainListItem[];
  pagination: Pagination;
}

/** Every domain query starts with this key, so one invalidation refreshes lists, the shell's list and details. */
export const DOMAINS_QUERY_KEY = ["domains"] as const;
/** The shell loads this many into the domain selector; the API's largest page. */
const SHELL_DOMAIN_LIMIT = 100;

function fetchDomains(page: number, limit: number, search: string | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  // An empty search is not sent at all.
  if (search) params.set("search", search);
  return api<DomainPage>(`/domain?${params}`, { signal });
}

/** One page of the Domain Manager; the previous page stays on screen while the next one loads. */
export const domainsQueryOptions = (page: number, limit: number, search: string | undefined) =>
  queryOptions({
    queryKey: [...DOMAINS_QUERY_KEY, "list", { page, limit, search: search ?? "" }],
    queryFn: ({ signal }) => fetchDomains(page, limit, search, signal),
    placeholderData: keepPreviousData,
  });

/** The domains the shell's selector offers. */
export const shellDomainsQueryOptions = () =>
  queryOptions({
    queryKey: [...DOMAINS_QUERY_KEY, "shell"],
    queryFn: ({ signal }) => fetchDomains(1, SHELL_DOMAIN_LIMIT, undefined, signal).then((answer) => answer.data),
  });

export const domainQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...DOMAINS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) =>
      api<{ data: DomainDetails }>(`/domain/${encodeURIComponent(id)}`, { signal }).then((answer) => answer.data),
  });

export const deleteDomain = (id: string) =>
  api<{ data: { id: string } }>(`/domain/${encodeURIComponent(id)}`, { method: "DELETE" });

/** Asks the connected plugin for the site's details (a signed sync) and marks the domain onboarded. */
export const onboardDomain = (id: string) =>
  api<{ data: DomainDetails }>(`/domain/${encodeURIComponent(id)}/onboard`, { method: "POST" }).then(
    (answer) => answer.data,
  );
