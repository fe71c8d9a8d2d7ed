import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import type { LeadStatus } from "./lead-search";

export const LEADS_QUERY_KEY = ["leads"] as const;

const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });

const fetchLeads = (domainId: string, page: number, limit: number, search: string | undefined, status: LeadStatus | undefined, signal?: AbortSignal) =>
  read(
    api.leads.$get(
      { query: { domainId, page: String(page), limit: String(limit), ...(search ? { search } : {}), ...(status ? { status } : {}) } },
      cancelledBy(signal),
    ),
  );

export type LeadRow = Awaited<ReturnType<typeof fetchLeads>>["data"][number];

/** One page of the domain's leads, newest first. */
export const leadsQueryOptions = (domainId: string, page: number, limit: number, search: string | undefined, status: LeadStatus | undefined) =>
  queryOptions({
    queryKey: [...LEADS_QUERY_KEY, "list", domainId, { page, limit, search, status }],
    queryFn: ({ signal }) => fetchLeads(domainId, page, limit, search, status, signal),
    placeholderData: keepPreviousData,
  });

export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...LEADS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => read(api.leads[":id"].$get(byId(id), cancelledBy(signal))).then((answer) => answer.data),
  });

export type Lead = Awaited<ReturnType<NonNullable<ReturnType<typeof leadQueryOptions>["queryFn"]>>>;

export const replyToLead = (id: string, message: string) =>
  read(api.leads[":id"].reply.$post({ ...byId(id), json: { message } })).then((answer) => answer.data);

export const setLeadStatus = (id: string, status: LeadStatus) => read(api.leads[":id"].$put({ ...byId(id), json: { status } })).then((answer) => answer.data);

export const deleteLead = (id: string) => read(api.leads[":id"].$delete(byId(id)));
