import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { Icon } from "../../components/ui/Icon";
import { ListCard } from "../../components/ui/ListCard";
import type { UrlPaging } from "../../hooks/use-url-list";
import { ApprovalPreviewDialog } from "../approvals/ApprovalPreviewDialog";
import { AddOptimizationDialog } from "./AddOptimizationDialog";
import { FETCH_TITLES_FAILED_MESSAGE } from "./optimizer-messages";
import { type Optimization, optimizationsQueryOptions } from "./optimizer-queries";
import { OptimizationTable } from "./OptimizationTable";
import "./optimizer.css";

/** The selected domain's optimizations, paged through the URL, and the modal that starts new ones. */
export function OptimizationListCard({ domainId, paging }: { domainId: string; paging: UrlPaging }) {
  const query = useQuery(optimizationsQueryOptions(domainId, paging.page, paging.limit));
  const [adding, setAdding] = useState(false);
  const [comparing, setComparing] = useState<Optimization | null>(null);
  // The empty state carries its own Add button; one button with that name at a time.
  const empty = query.data?.pagination.total === 0;
  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Icon name="plus" size={18} /> Add Optimization Agent
    </Button>
  );

  return (
    <ListCard
      title="Blog optimizations"
      subtitle="Each rewrites one published post against the provider's checks; approving puts the rewrite on the same address."
      actions={!empty && addButton}
      query={query}
      paging={paging}
      loadingLabel="Loading optimizations…"
      errorTitle={FETCH_TITLES_FAILED_MESSAGE}
      empty={
        <EmptyState icon="chart" title="No optimization yet">
          <p>Pick older posts and a provider: each post is scored, rewritten to pass more of its checks, and waits for your approval.</p>
          {addButton}
        </EmptyState>
      }
      listName="Your optimization list"
      pagesLabel="Optimization list pages"
      sizeLabel="Rows per page"
      dialogs={
        <>
          <AddOptimizationDialog domainId={domainId} open={adding} onClose={() => setAdding(false)} />
          {comparing?.approval_id && (
            <ApprovalPreviewDialog
              item={{
                id: comparing.approval_id,
                title: comparing.new_content_title ?? comparing.old_content_title,
                status: comparing.approval_status ?? "pending",
              }}
              onClose={() => setComparing(null)}
            />
          )}
        </>
      }
    >
      {(shown) => <OptimizationTable list={shown} onCompare={setComparing} />}
    </ListCard>
  );
}
