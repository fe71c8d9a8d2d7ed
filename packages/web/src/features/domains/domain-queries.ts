import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

/** Every domain query starts with this key, so one invalidation refreshes lists, the shell's list and details. */
export const DOMAINS_QUERY_KEY = ["domains"] as const;
/** The shell loads this many into the domain selector; the API's largest page. */
const SHELL_DOMAIN_LIMIT = 100;

// An empty search is not sent at all.
const fetchDomains = (page: number, limit: number, search: string | undefined, signal?: AbortSignal) =>
  read(api.domain.$get({ query: { page: String(page), limit: String(limit), search: search || undefined } }, cancelledBy(signal)));

const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });

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
    queryFn: ({ signal }) => read(api.domain[":id"].$get(byId(id), cancelledBy(signal))).then((answer) => answer.data),
  });

export const deleteDomain = (id: string) => read(api.domain[":id"].$delete(byId(id)));

/** Asks the connected plugin for the site's details (a signed sync) and marks the domain onboarded. */
export const onboardDomain = (id: string) => read(api.domain[":id"].onboard.$post(byId(id))).then((answer) => answer.data);
