import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Modal } from "../../components/ui/Modal";
import { ApiError, messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { optimizePost, type PostToOptimize } from "./optimize-post";
import { OPTIMIZATIONS_QUERY_KEY, optimizationCostQueryOptions } from "./optimizer-queries";

interface OptimizeDialogProps {
  domainId: string;
  /** The post to optimize; the dialog is closed without one. */
  post: PostToOptimize | null;
  onStarted: () => void;
  onClose: () => void;
}

/** Says what optimizing a post does and costs before any credit is spent, then starts it. */
export function OptimizeDialog({ domainId, post, onStarted, onClose }: OptimizeDialogProps) {
  const queryClient = useQueryClient();
  const cost = useQuery(optimizationCostQueryOptions());
  const start = useMutation({
    mutationFn: (target: PostToOptimize) => optimizePost(domainId, target),
    onSuccess: (_, target) => {
      toast({ title: "Optimization started", message: `${target.title} is being rewritten. The new version waits for you in Approvals.` });
      onStarted();
      void queryClient.invalidateQueries({ queryKey: OPTIMIZATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    },
  });
  const close = () => {
    start.reset();
    onClose();
  };

  return (
    <Modal open={post !== null} title="Optimize this post" size="md" onClose={close} busy={start.isPending}>
      {post && (
        <div className="stack">
          <p>
            The optimizer rewrites <strong className="search-post-title">{post.title}</strong> for the searches that brought it visitors
            {post.keyphrases.length > 0 ? ":" : "; Google gave none for this period, so it aims at the post's own keyphrase."}
          </p>
          {post.keyphrases.length > 0 && (
            <ul className="tag-list" aria-label="Target keyphrases">
              {post.keyphrases.map((phrase) => (
                <li key={phrase} className="chip search-query">
                  {phrase}
                </li>
              ))}
            </ul>
          )}
          <p>{cost.data ? `It costs ${cost.data} credits. ` : ""}The new version waits in Approvals: nothing changes on your site until you approve it.</p>
          {start.isError && (
            <div role="alert">
              <Callout tone="error" title="The optimization did not start">
                <p>{messageOf(start.error, "Please try again.")}</p>
                {start.error instanceof ApiError && start.error.status === 402 && (
                  <p>
                    <Link to="/topup">Top up credits</Link>
                  </p>
                )}
              </Callout>
            </div>
          )}
          <div className="modal-actions">
            <Button variant="secondary" onClick={close} disabled={start.isPending} data-autofocus>
              Cancel
            </Button>
            <Button loading={start.isPending} onClick={() => start.mutate(post)}>
              Optimize this post
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
