import { ChangedChecks } from "./ChangedChecks";
import { ComparisonScores } from "./ComparisonScores";
import type { Comparison } from "./optimization-comparison";
import { PostVersionPanel } from "./PostVersionPanel";

/** An optimized post before and after: its scores, the checks that changed, and both versions side by side (stacked on phones). */
export function OptimizationComparison({ comparison, liveUrl, pending }: { comparison: Comparison; liveUrl?: string; pending: boolean }) {
  return (
    <div className="approval-compare">
      <ComparisonScores comparison={comparison} />
      <ChangedChecks checks={comparison.changed_checks} />
      {comparison.notes.length > 0 && (
        <ul className="approval-notes" aria-label="What the rewrite left as it was">
          {comparison.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="approval-versions">
        <PostVersionPanel heading="Before" description="The post as it was when the rewrite was made." version={comparison.before} liveUrl={liveUrl} />
        <PostVersionPanel
          heading="After"
          description={pending ? "The rewrite, saved as a draft: approving publishes it at the post's address." : "The rewrite."}
          version={comparison.after}
        />
      </div>
    </div>
  );
}
