import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { deleteChatAgent } from "./chat-actions";
import { DELETE_FAILED_MESSAGE } from "./chat-form";
import { CHAT_AGENTS_QUERY_KEY, chatAgentQueryOptions } from "./chat-queries";

interface Target {
  bot_id: string;
  name: string;
}

/** Asks before deleting an agent; null keeps the dialog closed. */
export function DeleteChatAgentDialog({ agent, onClose }: { agent: Target | null; onClose: () => void }) {
  return agent ? <DeleteDialog key={agent.bot_id} agent={agent} onClose={onClose} /> : null;
}

function DeleteDialog({ agent, onClose }: { agent: Target; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteChatAgent(agent.bot_id),
    onSuccess: async () => {
      toast({ title: "Chat agent deleted", message: `${agent.name} no longer answers visitors.` });
      onClose();
      queryClient.removeQueries({ queryKey: chatAgentQueryOptions(agent.bot_id).queryKey });
      await queryClient.invalidateQueries({ queryKey: CHAT_AGENTS_QUERY_KEY });
    },
  });
  const serverMessage = messageOf(mutation.error, "");
  return (
    <ConfirmDialog
      open
      title="Delete Chat Agent"
      confirmLabel="Delete"
      pending={mutation.isPending}
      failure={
        mutation.isError
          ? { title: DELETE_FAILED_MESSAGE, message: serverMessage && serverMessage !== DELETE_FAILED_MESSAGE ? serverMessage : "Please try again." }
          : null
      }
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    >
      Delete <strong>{agent.name}</strong>? It stops answering and its bubble leaves your site. This cannot be undone.
    </ConfirmDialog>
  );
}
