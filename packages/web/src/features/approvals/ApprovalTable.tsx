import { Button } from "../../components/ui/Button";
import { formatDateTime } from "../../lib/date-format";
import type { ApprovalItem } from "./approval-queries";
import { approvalKindLabel, type ApprovalStatus } from "./approval-search";
import type { Decision } from "./DecideApprovalDialog";
import "../../styles/lists.css";
import "./approvals.css";

export type ApprovalAction = "preview" | "edit" | Decision;

interface ApprovalTableProps {
  rows: ApprovalItem[];
  status: ApprovalStatus;
  page: number;
  totalPages: number;
  stale: boolean;
  onAction: (item: ApprovalItem, action: ApprovalAction) => void;
}

/** One page of the queue; pending items can be previewed, edited, approved or rejected. Phones get one card per item. */
export function ApprovalTable({ rows, status, page, totalPages, stale, onAction }: ApprovalTableProps) {
  const pending = status === "pending";
  return (
    <div className={stale ? "table-scroll is-stale" : "table-scroll"} role="region" aria-label="Approval table" tabIndex={0}>
      <table className="table table-stack approval-table" aria-busy={stale || undefined}>
        <caption className="visually-hidden">
          {pending ? "Drafts waiting for you" : `${status === "approved" ? "Approved" : "Rejected"} items`}, page {page} of {totalPages}
        </caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Kind</th>
            <th scope="col">Created</th>
            {!pending && <th scope="col">Decided</th>}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.id} data-testid="approval-row">
              <th scope="row" className="approval-title">
                {item.title}
              </th>
              <td data-label="Kind">{approvalKindLabel(item.kind)}</td>
              <td data-label="Created">{formatDateTime(item.created_at)}</td>
              {!pending && <td data-label="Decided">{item.decided_at ? formatDateTime(item.decided_at) : "—"}</td>}
              <td className="table-actions-cell">
                <div className="button-row table-actions">
                  {status !== "rejected" && (
                    <Button variant="secondary" size="sm" onClick={() => onAction(item, "preview")} aria-label={`Preview ${item.title}`}>
                      Preview
                    </Button>
                  )}
                  {pending && (
                    <>
                      <Button variant="secondary" size="sm" onClick={() => onAction(item, "edit")} aria-label={`Edit ${item.title}`}>
                        Edit
                      </Button>
                      <Button size="sm" onClick={() => onAction(item, "approve")} aria-label={`Approve ${item.title}`}>
                        Approve
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => onAction(item, "reject")} aria-label={`Reject ${item.title}`}>
                        Reject
                      </Button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
