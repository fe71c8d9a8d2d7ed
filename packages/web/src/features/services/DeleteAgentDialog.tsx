import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";

export interface AgentDeletion {
  /** "Delete Blog Agent" */
  title: string;
  /** The spec's failure text, shown as the failure's title. */
  failedMessage: string;
  deleted: { title: string; message: string };
  remove: () => Promise<unknown>;
  /** The agent's own query, dropped, and its list's, refreshed. */
  agentQueryKey: QueryKey;
  listQueryKey: QueryKey;
  /** What deleting does to the agent's work, after its name. */
  children: ReactNode;
}

/** Asks before deleting an agent of any kind, deletes it, and refreshes its list. */
export function DeleteAgentDialog({ deletion, name, onClose }: { deletion: AgentDeletion; name: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: deletion.remove,
    onSuccess: async () => {
      toast(deletion.deleted);
      onClose();
      queryClient.removeQueries({ queryKey: deletion.agentQueryKey });
      await queryClient.invalidateQueries({ queryKey: deletion.listQueryKey });
    },
  });
  const serverMessage = messageOf(mutation.error, "");
  return (
    <ConfirmDialog
      open
      title={deletion.title}
      confirmLabel="Delete"
      pending={mutation.isPending}
      failure={
        mutation.isError
          ? { title: deletion.failedMessage, message: serverMessage && serverMessage !== deletion.failedMessage ? serverMessage : "Please try again." }
          : null
      }
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    >
      Delete <strong>{name}</strong>? {deletion.children}
    </ConfirmDialog>
  );
}
