import { useQuery } from "@tanstack/react-query";
import { Modal } from "../../components/ui/Modal";
import { approvalQueryOptions, type ApprovalItem } from "./approval-queries";
import { ApprovalDetailState } from "./ApprovalDetailState";
import { ApprovalPreview } from "./ApprovalPreview";
import "./approvals.css";

/** The draft as it will read once published, with a link to it on the site. */
export function ApprovalPreviewDialog({ item, onClose }: { item: ApprovalItem; onClose: () => void }) {
  const query = useQuery(approvalQueryOptions(item.id));
  return (
    <Modal open title={item.title} size="md" onClose={onClose}>
      <ApprovalDetailState query={query}>
        {(draft) => (
          <div className="stack">
            {draft.excerpt && <p className="approval-excerpt">{draft.excerpt}</p>}
            <ApprovalPreview title={draft.title} html={draft.content} />
            {/^https?:\/\//i.test(draft.url) && (
              <p>
                <a href={draft.url} className="link" target="_blank" rel="noreferrer">
                  Open it on your site<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            )}
          </div>
        )}
      </ApprovalDetailState>
    </Modal>
  );
}
