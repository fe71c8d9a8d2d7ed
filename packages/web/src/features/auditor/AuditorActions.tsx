import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import type { AuditorListItem } from "./auditor-queries";

/** One auditor's row actions; each names its auditor for screen readers, as the rows' buttons read alike. */
export function AuditorActions({ auditor, onDelete }: { auditor: AuditorListItem; onDelete: (auditor: AuditorListItem) => void }) {
  const name = <span className="visually-hidden"> {auditor.name}</span>;
  const running = auditor.status === "processing";
  return (
    <div className="auditor-actions">
      {auditor.status === "completed" ? (
        <Link to="/add-service/view-auditor-result/$id" params={{ id: auditor.id }} className="btn btn-secondary btn-sm" title="View Results">
          View Results{name}
        </Link>
      ) : (
        <Button variant="secondary" size="sm" disabled title={running ? "Processing..." : "The audit failed: it has no results."}>
          View Results{name}
        </Button>
      )}
      <Button variant="ghost" size="sm" disabled={running} title={running ? "This audit is still running." : undefined} onClick={() => onDelete(auditor)}>
        Delete{name}
      </Button>
    </div>
  );
}
