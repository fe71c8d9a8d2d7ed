import type { ReactNode } from "react";
import { Callout } from "../../components/ui/Callout";
import { isUnpublished, publishError } from "./activity-format";
import { isRunFinished, type Run, runStepLabel } from "./use-run-progress";
import "./run-progress.css";

interface RunProgressProps {
  run: Run;
  /** Names the bar, e.g. "Writing a post". */
  label?: string;
  /** What a successful run made, with links to it; a plain "Finished" otherwise. */
  succeeded?: ReactNode;
}

/** A run's progress bar and current step, then its outcome, read out when it comes. */
export function RunProgress({ run, label = "Run progress", succeeded }: RunProgressProps) {
  const finished = isRunFinished(run);
  const step = runStepLabel(run);
  return (
    <div className="run-progress">
      {!finished && (
        <>
          <div className="run-progress-head">
            <span className="run-progress-step">{step}…</span>
            <span className="run-progress-percent">{run.progress}%</span>
          </div>
          <div
            className="run-progress-track"
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={run.progress}
            aria-valuetext={`${run.progress}%, ${step}`}
          >
            <div className="run-progress-bar" style={{ width: `${run.progress}%` }} />
          </div>
        </>
      )}
      {/* Present from the start, so the outcome is announced when it fills in. */}
      <div role="status" className="run-progress-outcome">
        {run.status === "succeeded" &&
          (isUnpublished(run) ? (
            <Callout tone="warning" title="Written, not published">
              Your site refused it: {publishError(run)} It is kept, and its run in Activity publishes it again for free.
            </Callout>
          ) : (
            <Callout tone="success">{succeeded ?? "Finished."}</Callout>
          ))}
        {run.status === "failed" && (
          <Callout tone="error" title="The run failed">
            {run.error || "It stopped before finishing."} Its credits were returned.
          </Callout>
        )}
        {run.status === "cancelled" && <Callout tone="warning">The run was cancelled and its credits were returned.</Callout>}
      </div>
    </div>
  );
}
