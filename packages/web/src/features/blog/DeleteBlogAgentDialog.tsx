import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { DELETE_FAILED_MESSAGE } from "./blog-form";
import { BLOG_AGENTS_QUERY_KEY, blogAgentQueryOptions } from "./blog-queries";
import { deleteBlogAgent } from "./blog-actions";

interface Target {
  id: string;
  name: string;
}

/** Asks before deleting an agent; null keeps the dialog closed. */
export function DeleteBlogAgentDialog({ agent, onClose }: { agent: Target | null; onClose: () => void }) {
  return agent ? <DeleteDialog key={agent.id} agent={agent} onClose={onClose} /> : null;
}

function DeleteDialog({ agent, onClose }: { agent: Target; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteBlogAgent(agent.id),
    onSuccess: async () => {
      toast({ title: "Blog agent deleted", message: `${agent.name} will not write again. Its posts stay on your site.` });
      onClose();
      queryClient.removeQueries({ queryKey: blogAgentQueryOptions(agent.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: BLOG_AGENTS_QUERY_KEY });
    },
  });
  const serverMessage = messageOf(mutation.error, "");
  return (
    <ConfirmDialog
      open
      title="Delete Blog Agent"
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
      Delete <strong>{agent.name}</strong>? Its schedule stops; the posts it wrote stay on your site. This cannot be undone.
    </ConfirmDialog>
  );
}
