import { Link } from "@tanstack/react-router";
import { DataTable } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { formatDateTime } from "../../lib/date-format";
import { SampleTextNote } from "../writer/SampleTextNote";
import { creditCount, creditOutcome, isOfflineWork, isUnpublished, publishError, runKindLabel, runMaker, runName, runTriggerLabel } from "./activity-format";
import { RunResultLink } from "./RunResultLink";
import { RunProgress } from "./RunProgress";
import { RunStatusBadge } from "./RunStatusBadge";
import { isRunFinished, type Run } from "./use-run-progress";
import "./activity.css";

/** One page of runs; phones get one card per run. */
export function RunTable({ list }: { list: ListPage<Run> }) {
  return (
    <DataTable
      list={list}
      name="Run"
      caption="Runs, newest first"
      className="run-table"
      columns={[
        {
          header: "Run",
          className: "run-cell",
          cell: (run) => (
            <>
              <Link to="/activity/$id" params={{ id: run.id }} className="link">
                {runName(run)}
                <span className="visually-hidden">, {formatDateTime(run.created_at)}</span>
              </Link>
              <span className="run-meta">{runTriggerLabel(run.trigger)}</span>
            </>
          ),
        },
        {
          header: "Status",
          cell: (run) => (
            <div className="run-status-cell">
              <RunStatusBadge run={run} />
              {!isRunFinished(run) && <RunProgress run={run} label={`Progress of the ${runKindLabel(run.kind).toLowerCase()} run`} />}
            </div>
          ),
        },
        {
          header: "Credits",
          cell: (run) => (
            <>
              <span>{creditOutcome(run)}</span>
              <span className="run-meta">estimated {creditCount(run.credits_estimated)}</span>
            </>
          ),
        },
        {
          header: "AI",
          cell: (run) => (
            <>
              {runMaker(run)}
              {isOfflineWork(run) && <SampleTextNote />}
            </>
          ),
        },
        { header: "Started", cell: (run) => (run.started_at ? formatDateTime(run.started_at) : <Missing>Not started</Missing>) },
        { header: "Finished", cell: (run) => (run.finished_at ? formatDateTime(run.finished_at) : <Missing>Not finished</Missing>) },
        { header: "Outcome", className: "run-outcome", cell: (run) => <RunOutcome run={run} /> },
      ]}
    />
  );
}

/** A dash for the eye, words for a screen reader. */
function Missing({ children }: { children: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{children}</span>
    </>
  );
}

function RunOutcome({ run }: { run: Run }) {
  if (run.status === "failed" || run.status === "cancelled") return <span className="run-error">{run.error ?? "Stopped before finishing."}</span>;
  if (isUnpublished(run)) {
    return (
      <>
        <span className="run-error">{publishError(run)}</span>
        {run.result && <RunResultLink result={run.result} />}
      </>
    );
  }
  if (run.result) return <RunResultLink result={run.result} />;
  if (run.status === "succeeded") return <span>Finished</span>;
  return <Missing>Not finished</Missing>;
}
