import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/date-format";
import { blogOutput, creditCount, creditOutcome, providerText, runKindLabel, runTriggerLabel } from "./activity-format";
import { RunProgress } from "./RunProgress";
import { RunStatusBadge } from "./RunStatusBadge";
import { isRunFinished, type Run } from "./use-run-progress";
import "../../styles/lists.css";
import "./activity.css";

interface RunTableProps {
  rows: Run[];
  page: number;
  totalPages: number;
  stale: boolean;
}

/** One page of runs; phones get one card per run. */
export function RunTable({ rows, page, totalPages, stale }: RunTableProps) {
  return (
    <div className={stale ? "table-scroll is-stale" : "table-scroll"} role="region" aria-label="Run table" tabIndex={0}>
      <table className="table table-stack run-table" aria-busy={stale || undefined}>
        <caption className="visually-hidden">
          Runs, newest first, page {page} of {totalPages}
        </caption>
        <thead>
          <tr>
            <th scope="col">Run</th>
            <th scope="col">Status</th>
            <th scope="col">Credits</th>
            <th scope="col">AI</th>
            <th scope="col">Started</th>
            <th scope="col">Finished</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((run) => (
            <tr key={run.id} data-testid="run-row">
              <th scope="row" className="run-cell">
                <Link to="/activity/$id" params={{ id: run.id }} className="link">
                  {runKindLabel(run.kind)}
                  <span className="visually-hidden">, {formatDateTime(run.created_at)}</span>
                </Link>
                <span className="run-meta">{runTriggerLabel(run.trigger)}</span>
              </th>
              <td data-label="Status">
                <div className="run-status-cell">
                  <RunStatusBadge status={run.status} />
                  {!isRunFinished(run) && <RunProgress run={run} label={`Progress of the ${runKindLabel(run.kind).toLowerCase()} run`} />}
                </div>
              </td>
              <td data-label="Credits">
                <span>{creditOutcome(run)}</span>
                <span className="run-meta">estimated {creditCount(run.credits_estimated)}</span>
              </td>
              <td data-label="AI">{providerText(run) ?? <Missing>Not chosen yet</Missing>}</td>
              <td data-label="Started">{run.started_at ? formatDateTime(run.started_at) : <Missing>Not started</Missing>}</td>
              <td data-label="Finished">{run.finished_at ? formatDateTime(run.finished_at) : <Missing>Not finished</Missing>}</td>
              <td data-label="Outcome" className="run-outcome">
                <RunOutcome run={run} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
  const post = run.kind === "blog" ? blogOutput(run.output) : null;
  if (post?.draft) {
    return (
      <Link to="/approvals" className="link">
        Draft waiting for approval
      </Link>
    );
  }
  if (post?.postUrl) {
    return (
      <a href={post.postUrl} className="link" target="_blank" rel="noreferrer">
        View post<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (run.status === "succeeded") return <span>Finished</span>;
  return <Missing>Not finished</Missing>;
}
