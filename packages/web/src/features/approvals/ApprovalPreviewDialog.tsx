import { useQuery } from "@tanstack/react-query";
import { Modal } from "../../components/ui/Modal";
import { SampleTextNote } from "../writer/SampleTextNote";
import { isSampleText } from "../writer/writer-queries";
import { approvalQueryOptions, type ApprovalItem } from "./approval-queries";
import { replacedPost } from "./approval-replaces";
import { ApprovalDetailState } from "./ApprovalDetailState";
import { ApprovalPreview } from "./ApprovalPreview";
import { comparisonOf } from "./optimization-comparison";
import { OptimizationComparison } from "./OptimizationComparison";
import { ReplacedPostNote } from "./ReplacedPostNote";
import "./approvals.css";

/**
 * The draft as it will read once published, with a link to it on the site; a rewrite also names the post it replaces
 * and shows it before and after, with their scores and the checks that changed.
 */
export function ApprovalPreviewDialog({ item, onClose }: { item: Pick<ApprovalItem, "id" | "title" | "status">; onClose: () => void }) {
  const query = useQuery(approvalQueryOptions(item.id));
  return (
    <Modal open title={item.title} size="md" onClose={onClose}>
      <ApprovalDetailState query={query}>
        {(draft) => {
          const replaces = replacedPost(draft);
          const comparison = comparisonOf(draft);
          return (
            <div className="stack">
              {isSampleText(draft.writer) && (
                <p>
                  <SampleTextNote plain />
                </p>
              )}
              {replaces && <ReplacedPostNote post={replaces} />}
              {comparison ? (
                <OptimizationComparison comparison={comparison} liveUrl={replaces?.url} pending={item.status === "pending"} />
              ) : (
                <>
                  {draft.excerpt && <p className="approval-excerpt">{draft.excerpt}</p>}
                  <ApprovalPreview title={draft.title} html={draft.content} />
                </>
              )}
              {/^https?:\/\//i.test(draft.url) && (
                <p>
                  <a href={draft.url} className="link" target="_blank" rel="noreferrer">
                    Open it on your site
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </p>
              )}
            </div>
          );
        }}
      </ApprovalDetailState>
    </Modal>
  );
}
