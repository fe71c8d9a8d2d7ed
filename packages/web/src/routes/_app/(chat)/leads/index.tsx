import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { useUrlList } from "../../../../hooks/use-url-list";
import { domainStore } from "../../../../features/domains/domains";
import { parseLeadSearch } from "../../../../features/leads/lead-search";
import { LeadListCard } from "../../../../features/leads/LeadListCard";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";
import type { ListSearch } from "../../../../lib/list-search";
import { toPageSearch } from "../../../../lib/pagination";

export const Route = createFileRoute("/_app/(chat)/leads/")({
  validateSearch: parseLeadSearch,
  component: LeadsPage,
});

function LeadsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { selected } = useStore(domainStore);
  const { status } = search;
  // The status rides along with every move through the list; paging and search are the shared list's.
  const withStatus = useCallback(
    ({ search: next, ...options }: { search: ListSearch; replace?: boolean; resetScroll: boolean }) => navigate({ ...options, search: { ...next, status } }),
    [navigate, status],
  );
  const list = useUrlList(search, withStatus);

  return (
    <>
      <PageHeader title="Leads" description="Visitors who left an email address in the chat, and the answers you sent them." />
      {selected ? (
        <LeadListCard
          domainId={selected.id}
          list={list}
          status={status}
          onStatus={(next) => void navigate({ search: { ...toPageSearch(1, list.limit), search: search.search, status: next }, resetScroll: false })}
        />
      ) : (
        <section className="card">
          <NoDomainSelected what="leads" />
        </section>
      )}
    </>
  );
}
