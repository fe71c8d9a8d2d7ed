import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useStore } from "../../../hooks/use-store";
import { resolvePage, toPageSearch } from "../../../lib/pagination";
import { domainStore } from "../../../features/domains/domains";
import { knownKind } from "../../../features/runs/activity-kinds";
import { parseActivitySearch, type RunFilters } from "../../../features/runs/activity-search";
import { RunListCard } from "../../../features/runs/RunListCard";
import { NoDomainSelected } from "../../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/activity/")({
  validateSearch: parseActivitySearch,
  component: ActivityPage,
});

function ActivityPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { selected } = useStore(domainStore);
  const { page, limit } = resolvePage(search);
  const filters: RunFilters = { kind: knownKind(search.kind), status: search.status };
  // Paging keeps the scroll position: the controls sit below the list. A new filter starts at page 1.
  const go = (nextPage: number, nextLimit: number, nextFilters: RunFilters) =>
    void navigate({ search: { ...toPageSearch(nextPage, nextLimit), ...nextFilters }, resetScroll: false });

  return (
    <>
      <PageHeader title="Activity" description="What your agents have done on the selected domain, and what it cost." />
      {selected ? (
        <RunListCard
          domainId={selected.id}
          paging={{ page, limit, onPage: (next) => go(next, limit, filters), onLimit: (next) => go(1, next, filters) }}
          filters={filters}
          onFilters={(next) => go(1, limit, next)}
        />
      ) : (
        <section className="card">
          <NoDomainSelected what="agents' runs" />
        </section>
      )}
    </>
  );
}
