import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { runAuditorAgain } from "./auditor-actions";
import { pluralCredits } from "../../lib/plural";
import { AUDITORS_QUERY_KEY, type AuditorListItem } from "./auditor-queries";

/** One auditor's row actions; each names its auditor for screen readers, as the rows' buttons read alike. */
export function AuditorActions({ auditor, onDelete }: { auditor: AuditorListItem; onDelete: (auditor: AuditorListItem) => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const again = useMutation({
    mutationFn: () => runAuditorAgain(auditor.id),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: "Audit started again", message: `${auditor.name} is reading the same pages; its report then says what changed.` });
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDITORS_QUERY_KEY });
    },
  });
  const price = pluralCredits(auditor.runCredits);
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
        onClick={() => {
          again.reset();
          setConfirming(true);
        }}
      >
        Run again{name} ({price})
      </Button>
      <Button variant="ghost" size="sm" disabled={running} title={running ? "This audit is still running." : undefined} onClick={() => onDelete(auditor)}>
        Delete{name}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Run the audit again"
        confirmLabel={`Run again for ${price}`}
        pending={again.isPending}
        failure={again.isError ? { title: "Failed to run the audit again.", message: messageOf(again.error, "Please try again.") } : null}
        onConfirm={() => again.mutate()}
        onClose={() => setConfirming(false)}
      >
        {auditor.name} reads its {auditor.contentCount} page{auditor.contentCount === 1 ? "" : "s"} and {auditor.competitorCount} competitor
        {auditor.competitorCount === 1 ? "" : "s"} again. This costs <strong>{price}</strong>, taken from your balance now and given back if the audit fails.
      </ConfirmDialog>
    </div>
  );
}
