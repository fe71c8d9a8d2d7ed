import { Callout } from "../../components/ui/Callout";
import { RunProgress } from "../runs/RunProgress";
import { useRunProgress } from "../runs/use-run-progress";
import { countOf } from "../../lib/plural";
import type { AuditorResult } from "./auditor-queries";

/** A running audit: the pages read so far and its run's current step; a failed one: why, and that its credits came back. */
export function AuditProgress({ result }: { result: AuditorResult }) {
  const run = useRunProgress(result.status === "processing" ? result.run_id : null);
  if (result.status === "failed") {
    return (
      <div role="alert">
        <Callout tone="error" title="The audit failed">
          {result.error || "It stopped before finishing."} Its credits were returned.
        </Callout>
      </div>
    );
  }
  const { done, total } = result.progress;
  return (
    <div className="stack" data-testid="audit-progress">
      <p role="status">{total > 0 ? `${done.toLocaleString("en-US")} of ${countOf(total, "page")} read.` : "Starting the audit…"}</p>
      {run.data && <RunProgress run={run.data} label="Audit progress" />}
      <p className="muted">The report appears here when the audit is done; you can leave this page meanwhile.</p>
    </div>
  );
}
