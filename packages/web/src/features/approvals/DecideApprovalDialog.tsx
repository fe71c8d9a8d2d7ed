import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { APPROVALS_QUERY_KEY } from "./approval-count-queries";
import { approveItem, type ApprovalItem, rejectItem } from "./approval-queries";
import { rewritesLivePost } from "./approval-replaces";
import { RUNS_QUERY_KEY } from "../runs/use-run-progress";

export type Decision = "approve" | "reject";

const TEXTS = {
  approve: {
    title: "Approve and publish",
    confirm: "Approve",
    ask: "is published on your site now, as it stands in the draft.",
    done: { title: "Published", message: "The post is live on your site." },
    failed: "The draft was not published",
  },
  reject: {
    title: "Reject draft",
    confirm: "Reject",
    ask: "is moved to the trash on your site and will not be published.",
    done: { title: "Draft rejected", message: "It was moved to the trash on your site." },
    failed: "The draft was not rejected",
  },
} as const;

/** Approving a rewrite changes a live post rather than publishing a new one. */
const APPROVE_REWRITE = {
  title: "Approve and replace",
  confirm: "Approve",
  ask: "replaces the published post it was rewritten from, at the same address; the draft is then moved to the trash.",
  done: { title: "Post updated", message: "The rewrite is live on your site, at the post's address." },
  failed: "The post was not updated",
} as const;

/** Asks before approving (publishing) or rejecting (trashing) a draft; the queue and the badge refresh after. */
export function DecideApprovalDialog({ item, decision, onClose }: { item: ApprovalItem; decision: Decision; onClose: () => void }) {
  const queryClient = useQueryClient();
  const texts = decision === "approve" && rewritesLivePost(item.kind) ? APPROVE_REWRITE : TEXTS[decision];
  const mutation = useMutation({
    mutationFn: () => (decision === "approve" ? approveItem(item.id) : rejectItem(item.id)),
    onSuccess: async () => {
      toast(texts.done);
      onClose();
      // The run that made it now leads to what went live instead of to its approval.
      await Promise.all([queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: RUNS_QUERY_KEY })]);
    },
    // Decided elsewhere (another tab): the queue shows where it went.
    onError: () => void queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
  });
  return (
    <ConfirmDialog
      open
      title={texts.title}
      confirmLabel={texts.confirm}
      pending={mutation.isPending}
      failure={mutation.isError ? { title: texts.failed, message: messageOf(mutation.error, "Please try again.") } : null}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    >
      “<strong>{item.title}</strong>” {texts.ask}
    </ConfirmDialog>
  );
}
