import { Link } from "@tanstack/react-router";
import { STATUS_BADGES } from "./optimizer-format";
import type { Optimization } from "./optimizer-queries";

const DECIDED = { approved: "Applied to the post", rejected: "Rejected" } as const;

/** The run's state in colour and words; a failure says why, a rewrite says whether it waits for the owner. */
export function OptimizationStatus({ item }: { item: Optimization }) {
  const badge = STATUS_BADGES[item.status];
  return (
    <>
      <span className={badge.className}>{badge.label}</span>
      {item.status === "failed" && item.error && <span className="cell-note optimizer-reason">{item.error}</span>}
      {item.status === "completed" && item.approval_status === "pending" && (
        <Link to="/approvals" className="cell-note link">
          Awaiting approval
        </Link>
      )}
      {item.status === "completed" && (item.approval_status === "approved" || item.approval_status === "rejected") && (
        <span className="cell-note">{DECIDED[item.approval_status]}</span>
      )}
    </>
  );
}
