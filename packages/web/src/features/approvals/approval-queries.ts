import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import { APPROVALS_QUERY_KEY } from "./approval-count-queries";
import type { ApprovalStatus } from "./approval-search";

const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });

const fetchApprovals = (domainId: string, page: number, limit: number, status: ApprovalStatus, signal?: AbortSignal) =>
  read(api.approvals.$get({ query: { domainId, page: String(page), limit: String(limit), status } }, cancelledBy(signal)));

export type ApprovalItem = Awaited<ReturnType<typeof fetchApprovals>>["data"][number];

/** One page of the selected domain's items in one status, newest first. */
export const approvalsQueryOptions = (domainId: string, page: number, limit: number, status: ApprovalStatus) =>
  queryOptions({
    queryKey: [...APPROVALS_QUERY_KEY, "list", domainId, { page, limit, status }],
    queryFn: ({ signal }) => fetchApprovals(domainId, page, limit, status, signal),
    placeholderData: keepPreviousData,
  });

/** The draft as it is on the site now: its excerpt, HTML and address. */
export const approvalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...APPROVALS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => read(api.approvals[":id"].$get(byId(id), cancelledBy(signal))).then((answer) => answer.data),
    // The owner may have changed the draft on the site meanwhile.
    staleTime: 0,
  });

export interface ApprovalEdit {
  title: string;
  excerpt: string;
  content: string;
}

export const saveApproval = (id: string, edit: ApprovalEdit) => read(api.approvals[":id"].$put({ ...byId(id), json: edit })).then((answer) => answer.data);

export const approveItem = (id: string) => read(api.approvals[":id"].approve.$post(byId(id))).then((answer) => answer.data);

export const rejectItem = (id: string) => read(api.approvals[":id"].reject.$post(byId(id))).then((answer) => answer.data);
