import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { deleteSocialContent } from "./social-actions";
import { CONFIRM_DELETE_CONTENT, DELETE_CONTENT_FAILED_MESSAGE } from "./social-messages";
import { SOCIAL_AGENTS_QUERY_KEY } from "./social-queries";

/** The spec's Confirm Delete for one video; the agent's list and count follow. */
export function DeleteContentDialog({ content, onClose }: { content: { content_id: string; post_title: string } | null; onClose: () => void }) {
  if (!content) return null;
  return <DeleteContent key={content.content_id} content={content} onClose={onClose} />;
}

function DeleteContent({ content, onClose }: { content: { content_id: string; post_title: string }; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteSocialContent(content.content_id),
    onSuccess: async () => {
      toast({ title: "Video deleted", message: `The video of “${content.post_title}” is gone.` });
      onClose();
      await queryClient.invalidateQueries({ queryKey: SOCIAL_AGENTS_QUERY_KEY });
    },
  });
  return (
    <ConfirmDialog
      open
      title="Confirm Delete"
      confirmLabel="Delete"
      pending={mutation.isPending}
      failure={mutation.isError ? { title: DELETE_CONTENT_FAILED_MESSAGE, message: messageOf(mutation.error, "Please try again.") } : null}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    >
      {CONFIRM_DELETE_CONTENT} <span className="social-muted">({content.post_title})</span>
    </ConfirmDialog>
  );
}
