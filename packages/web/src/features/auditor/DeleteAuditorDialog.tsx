import { DeleteAgentDialog } from "../services/DeleteAgentDialog";
import { deleteAuditor } from "./auditor-actions";
import { AUDITORS_QUERY_KEY, auditorQueryOptions } from "./auditor-queries";

/** Asks before deleting an audit and its report; while it runs the server refuses, and says so. */
export function DeleteAuditorDialog({ auditor, onClose }: { auditor: { id: string; name: string } | null; onClose: () => void }) {
  if (!auditor) return null;
  const deletion = {
    title: "Delete Blog Auditor",
    failedMessage: "Failed to delete blog auditor.",
    deleted: { title: "Blog auditor deleted", message: `${auditor.name} and its report are gone.` },
    remove: () => deleteAuditor(auditor.id),
    agentQueryKey: auditorQueryOptions(auditor.id).queryKey,
    listQueryKey: AUDITORS_QUERY_KEY,
    children: "Its report is deleted with it. This cannot be undone.",
  };
  return <DeleteAgentDialog key={auditor.id} deletion={deletion} name={auditor.name} onClose={onClose} />;
}
