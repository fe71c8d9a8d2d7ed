import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListCard } from "../../components/ui/ListCard";
import type { UrlPaging } from "../../hooks/use-url-list";
import { approvalsQueryOptions, type ApprovalItem } from "./approval-queries";
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUSES, type ApprovalStatus } from "./approval-search";
import { ApprovalPreviewDialog } from "./ApprovalPreviewDialog";
import { type ApprovalAction, ApprovalTable } from "./ApprovalTable";
import { DecideApprovalDialog } from "./DecideApprovalDialog";
import { EditApprovalDialog } from "./EditApprovalDialog";
import "./approvals.css";

const EMPTY: Record<ApprovalStatus, { title: string; body: string }> = {
  pending: {
    title: "Nothing waiting for you",
    body: "When an agent set to Draft writes a post, it waits here for you to preview, edit, approve or reject.",
  },
  approved: { title: "No approved items yet", body: "Drafts you approve are published on your site and listed here." },
  rejected: { title: "No rejected items", body: "Drafts you reject are moved to the trash on your site and listed here." },
};

interface ApprovalListCardProps {
  domainId: string;
  status: ApprovalStatus;
  paging: UrlPaging;
}

/** The queue of one status, with a tab per status, paged through the URL. */
export function ApprovalListCard({ domainId, status, paging }: ApprovalListCardProps) {
  const query = useQuery(approvalsQueryOptions(domainId, paging.page, paging.limit, status));
  const [open, setOpen] = useState<{ item: ApprovalItem; action: ApprovalAction } | null>(null);
  const close = () => setOpen(null);

  return (
    <ListCard
      title="Approval queue"
      subtitle="Drafts your agents made, waiting for you before they go live."
      intro={
        <nav aria-label="Approval status">
          <ul className="approval-tabs">
            {APPROVAL_STATUSES.map((tab) => (
              <li key={tab}>
                <Link
                  to="/approvals"
                  search={{ status: tab === "pending" ? undefined : tab }}
                  className={tab === status ? "approval-tab is-active" : "approval-tab"}
                  aria-current={tab === status ? "page" : undefined}
                >
                  {APPROVAL_STATUS_LABELS[tab]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
      query={query}
      paging={paging}
      loadingLabel="Loading the queue…"
      errorTitle="The approval queue could not be loaded"
      failedToGet="approvals"
      empty={
        <EmptyState icon="check" title={EMPTY[status].title}>
          <p>{EMPTY[status].body}</p>
        </EmptyState>
      }
      listName="This list"
      pagesLabel="Approval list pages"
      sizeLabel="Items per page"
      dialogs={
        <>
          {open?.action === "preview" && <ApprovalPreviewDialog item={open.item} onClose={close} />}
          {open?.action === "edit" && <EditApprovalDialog item={open.item} onClose={close} />}
          {(open?.action === "approve" || open?.action === "reject") && <DecideApprovalDialog item={open.item} decision={open.action} onClose={close} />}
        </>
      }
    >
      {(shown) => <ApprovalTable list={shown} status={status} onAction={(item, action) => setOpen({ item, action })} />}
    </ListCard>
  );
}
