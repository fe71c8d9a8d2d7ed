import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import { isRunFinished, RUNS_QUERY_KEY } from "./use-run-progress";
import type { RunFilters } from "./activity-search";

/** How often the Activity list is read again while a run on its page has not finished. */
export const ACTIVITY_POLL_MS = 3000;

const fetchRuns = (domainId: string, page: number, limit: number, filters: RunFilters, signal?: AbortSignal) =>
  read(api.runs.$get({ query: { domainId, page: String(page), limit: String(limit), kind: filters.kind, status: filters.status } }, cancelledBy(signal)));

export type RunPage = Awaited<ReturnType<typeof fetchRuns>>;

/** Whether a page of runs can still change by itself: some run on it is queued or running. */
export const pageIsLive = (page: RunPage | undefined): boolean => Boolean(page?.data.some((run) => !isRunFinished(run)));

/** One page of the selected domain's runs, newest first; polled only while one of them is still at work. */
export const runsQueryOptions = (domainId: string, page: number, limit: number, filters: RunFilters) =>
  queryOptions({
    queryKey: [...RUNS_QUERY_KEY, "list", domainId, { page, limit, ...filters }],
    queryFn: ({ signal }) => fetchRuns(domainId, page, limit, filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (pageIsLive(query.state.data) ? ACTIVITY_POLL_MS : false),
  });

/** Only a queued run can be cancelled; its credits go back at once. */
export const cancelRun = (id: string) => read(api.runs[":id"].cancel.$post({ param: { id: encodeURIComponent(id) } })).then((answer) => answer.data);

/** Sends the work of a run its site refused to the site again, free; answers the run as it is now. */
export const publishRun = (id: string) => read(api.runs[":id"].publish.$post({ param: { id: encodeURIComponent(id) } })).then((answer) => answer.data);
