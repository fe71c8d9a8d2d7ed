import type { AuditFilter } from "./auditor-search";

const BADGES: Record<AuditFilter, { className: string; label: string }> = {
  processing: { className: "badge badge-warning", label: "Processing" },
  completed: { className: "badge badge-success", label: "Completed" },
  failed: { className: "badge badge-danger", label: "Failed" },
};

/** An audit's status, always with its word; while it runs, how many pages it has read of how many. */
export function AuditStatusBadge({ status, progress }: { status: AuditFilter; progress?: { done: number; total: number } }) {
  const badge = BADGES[status];
  return (
    <>
      <span className={badge.className}>{badge.label}</span>
      {status === "processing" && progress && progress.total > 0 && (
        <span className="cell-note">
          {progress.done}/{progress.total} pages
        </span>
      )}
    </>
  );
}
