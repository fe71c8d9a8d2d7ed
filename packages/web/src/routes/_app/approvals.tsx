import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../components/ui/PageHeader";
import { useStore } from "../../hooks/use-store";
import { resolvePage, toPageSearch } from "../../lib/pagination";
import { parseApprovalSearch } from "../../features/approvals/approval-search";
import { ApprovalListCard } from "../../features/approvals/ApprovalListCard";
import { domainStore } from "../../features/domains/domains";
import { NoDomainSelected } from "../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/approvals")({
  validateSearch: parseApprovalSearch,
  component: ApprovalsPage,
});

function ApprovalsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { selected } = useStore(domainStore);
  const { page, limit } = resolvePage(search);
  // Paging keeps the scroll position: the controls sit below the list.
  const go = (nextPage: number, nextLimit: number) =>
    void navigate({ search: { ...toPageSearch(nextPage, nextLimit), status: search.status }, resetScroll: false });

  return (
    <>
      <PageHeader title="Approvals" description="Review what your agents made before it goes live on your site." />
      {selected ? (
        <ApprovalListCard
          domainId={selected.id}
          status={search.status ?? "pending"}
          paging={{ page, limit, onPage: (next) => go(next, limit), onLimit: (next) => go(1, next) }}
        />
      ) : (
        <section className="card">
          <NoDomainSelected what="drafts waiting for approval" />
        </section>
      )}
    </>
  );
}
