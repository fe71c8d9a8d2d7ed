import { Button } from "../../components/ui/Button";
import { type Column, DataTable, TableActions } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { formatDateTime } from "../../lib/date-format";
import { RunResultCell } from "../runs/RunResultCell";
import { SampleTextNote } from "../writer/SampleTextNote";
import { isSampleText } from "../writer/writer-queries";
import type { ApprovalItem } from "./approval-queries";
import { approvalKindLabel, type ApprovalStatus } from "./approval-search";
import type { Decision } from "./DecideApprovalDialog";
import "./approvals.css";

export type ApprovalAction = "preview" | "edit" | Decision;

interface ApprovalTableProps {
  list: ListPage<ApprovalItem>;
  status: ApprovalStatus;
  onAction: (item: ApprovalItem, action: ApprovalAction) => void;
}

const decided: Column<ApprovalItem> = {
  header: "Decided",
  cell: (item) => (item.decided_at ? formatDateTime(item.decided_at) : "—"),
};

/** What an approved item put on the site: the post, or the post its rewrite updated. */
const live: Column<ApprovalItem> = {
  header: "On your site",
  cell: (item) => <RunResultCell runId={item.run_id} context={item.title} />,
};

/** One page of the queue; pending items can be previewed, edited, approved or rejected. Phones get one card per item. */
export function ApprovalTable({ list, status, onAction }: ApprovalTableProps) {
  const pending = status === "pending";
  return (
    <DataTable
      list={list}
      name="Approval"
      caption={pending ? "Drafts waiting for you" : `${status === "approved" ? "Approved" : "Rejected"} items`}
      className="approval-table"
      columns={[
        {
          header: "Title",
          className: "approval-title",
          cell: (item) => (
            <>
              {item.title}
              {isSampleText(item.writer) && <SampleTextNote />}
            </>
          ),
        },
        { header: "Kind", cell: (item) => approvalKindLabel(item.kind) },
        { header: "Created", cell: (item) => formatDateTime(item.created_at) },
        ...(pending ? [] : [decided]),
        ...(status === "approved" ? [live] : []),
      ]}
      actions={{
        cell: (item) => (
          <TableActions>
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
          </TableActions>
        ),
      }}
    />
  );
}
