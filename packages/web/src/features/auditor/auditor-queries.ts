import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

/** Every auditor query starts with this key, so one invalidation refreshes lists and results. */
export const AUDITORS_QUERY_KEY = ["blog-auditors"] as const;
/** While an audit runs, its list and its result look again this often. */
export const AUDIT_POLL_MS = 3000;

const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });

type AuditStatusFilter = "processing" | "completed" | "failed" | undefined;

const fetchAuditors = (domainId: string, page: number, limit: number, search: string | undefined, status: AuditStatusFilter, signal?: AbortSignal) =>
  read(
    api["blog-auditor"].$get({ query: { domainId, page: String(page), limit: String(limit), search: search || undefined, status } }, cancelledBy(signal)),
  ).then((answer) => answer.data);

export type AuditorListItem = Awaited<ReturnType<typeof fetchAuditors>>["data"][number];

/** One page of the domain's auditors, newest first; the previous page stays on screen while the next one loads. */
export const auditorsQueryOptions = (domainId: string, page: number, limit: number, search: string | undefined, status?: AuditStatusFilter) =>
  queryOptions({
    queryKey: [...AUDITORS_QUERY_KEY, "list", { domainId, page, limit, search: search ?? "", status: status ?? "" }],
    queryFn: ({ signal }) => fetchAuditors(domainId, page, limit, search, status, signal),
    placeholderData: keepPreviousData,
    // A running audit finishes on its own: the list follows it until none is left.
    refetchInterval: (query) => (query.state.data?.data.some((auditor) => auditor.status === "processing") ? AUDIT_POLL_MS : false),
  });

const fetchAuditor = (id: string, signal?: AbortSignal) => read(api["blog-auditor"][":id"].$get(byId(id), cancelledBy(signal))).then((answer) => answer.data);

export type AuditorResult = Awaited<ReturnType<typeof fetchAuditor>>;

/** One audit's report; while it runs it is read again, so progress moves and the tabs appear when it is done. */
export const auditorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...AUDITORS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => fetchAuditor(id, signal),
    refetchInterval: (query) => (query.state.data?.status === "processing" ? AUDIT_POLL_MS : false),
  });

/** How many competitors a new audit can use and why, and its price list. */
export const auditorOptionsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...AUDITORS_QUERY_KEY, "options", domainId],
    queryFn: ({ signal }) => read(api["blog-auditor"].options.$get({ query: { domainId } }, cancelledBy(signal))).then((answer) => answer.data),
  });

export type AuditorOptions = Awaited<ReturnType<NonNullable<ReturnType<typeof auditorOptionsQueryOptions>["queryFn"]>>>;

/** The site's pages and posts, read through its plugin. */
export const siteContentQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: ["site-content", domainId],
    queryFn: ({ signal }) =>
      read(api.reference.helper[":domainId"].get_content.$get({ param: { domainId: encodeURIComponent(domainId) } }, cancelledBy(signal))).then(
        (answer) => answer.data,
      ),
  });

export const COMPETITORS_QUERY_KEY = ["competitors"] as const;

/** The competitor sites listed for a domain. */
export const competitorsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...COMPETITORS_QUERY_KEY, domainId],
    queryFn: ({ signal }) => read(api.domain[":id"].competitors.$get(byId(domainId), cancelledBy(signal))).then((answer) => answer.competitors),
  });
