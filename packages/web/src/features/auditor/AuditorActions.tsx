import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { toast } from "../../lib/toasts";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { runAuditorAgain } from "./auditor-actions";
import { pluralCredits } from "./auditor-cost";
import { AUDITORS_QUERY_KEY, type AuditorListItem } from "./auditor-queries";

/** One auditor's row actions; each names its auditor for screen readers, as the rows' buttons read alike. */
export function AuditorActions({ auditor, onDelete }: { auditor: AuditorListItem; onDelete: (auditor: AuditorListItem) => void }) {
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: () => runAuditorAgain(auditor.id),
    onSuccess: async () => {
      toast({ title: "Audit started again", message: `${auditor.name} is reading the same pages; its report then says what changed.` });
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDITORS_QUERY_KEY });
    },
    onError: (error) => toast({ type: "error", title: "Failed to run the audit again.", message: error.message }),
  });
  const name = <span className="visually-hidden"> {auditor.name}</span>;
  const running = auditor.status === "processing" || again.isPending;
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
      <Button
        variant="secondary"
        size="sm"
        disabled={running}
        title={running ? "This audit is still running." : "Audit the same pages and competitors again, and see what changed."}
        onClick={() => again.mutate()}
      >
        Run again{name} ({pluralCredits(auditor.runCredits)})
      </Button>
      <Button variant="ghost" size="sm" disabled={running} title={running ? "This audit is still running." : undefined} onClick={() => onDelete(auditor)}>
        Delete{name}
      </Button>
    </div>
  );
}
