import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

/** How often a run that has not finished is read again. */
export const RUN_POLL_MS = 2000;

export const RUNS_QUERY_KEY = ["runs"] as const;

const fetchRun = (id: string, signal?: AbortSignal) =>
  read(api.runs[":id"].$get({ param: { id: encodeURIComponent(id) } }, cancelledBy(signal))).then((answer) => answer.data);

export type Run = Awaited<ReturnType<typeof fetchRun>>;
type RunStatus = Run["status"];

const FINAL_STATUSES: readonly RunStatus[] = ["succeeded", "failed", "cancelled"];

/** A run in one of these states changes no more, so nobody needs to ask again. */
export const isRunFinished = (run: Pick<Run, "status">): boolean => FINAL_STATUSES.includes(run.status);

/** What the run is doing now, in words: the first expected step it has not recorded, else its last one. */
export function runStepLabel(run: Pick<Run, "status" | "steps" | "expected_steps">): string {
  switch (run.status) {
    case "queued":
      return "Waiting to start";
    case "succeeded":
      return "Finished";
    case "failed":
      return "Failed";
    case "cancelled":
      return "Cancelled";
    default: {
      const done = new Set(run.steps.map((step) => step.name));
      return run.expected_steps.find((name) => !done.has(name)) ?? run.steps.at(-1)?.name ?? "Starting";
    }
  }
}

/** One run, read again every 2 s until it finishes. */
export const runQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...RUNS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => fetchRun(id, signal),
    refetchInterval: (query) => (query.state.data && isRunFinished(query.state.data) ? false : RUN_POLL_MS),
  });

/** Follows a run while it works; nothing is fetched without an id. */
export function useRunProgress(runId: string | null | undefined) {
  return useQuery({ ...runQueryOptions(runId ?? ""), enabled: Boolean(runId) });
}
