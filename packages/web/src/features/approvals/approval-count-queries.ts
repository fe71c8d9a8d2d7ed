import { queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

/** Every approvals query starts with this key, so deciding an item refreshes the lists, the detail and the badge. */
export const APPROVALS_QUERY_KEY = ["approvals"] as const;

/** Drafts arrive from scheduled runs in the background; the sidebar's count is read again every minute. */
export const APPROVAL_COUNT_POLL_MS = 60_000;

export const approvalCountQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...APPROVALS_QUERY_KEY, "count", domainId],
    queryFn: ({ signal }) =>
      read(api.approvals.count[":domainId"].$get({ param: { domainId: encodeURIComponent(domainId) } }, cancelledBy(signal))).then(
        (answer) => answer.data.pending,
      ),
    refetchInterval: APPROVAL_COUNT_POLL_MS,
  });

/** The sidebar badge: what it shows and what it says; nothing while nothing waits. */
export function pendingBadge(pending: number | undefined): { shown: string; spoken: string } | null {
  if (!pending || pending < 1) return null;
  return { shown: pending > 99 ? "99+" : String(pending), spoken: `${pending} waiting` };
}
