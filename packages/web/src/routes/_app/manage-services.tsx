import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { PageHeader } from "../../components/ui/PageHeader";
import { useStore } from "../../hooks/use-store";
import { resolvePage, toPageSearch } from "../../lib/pagination";
import { domainStore } from "../../features/domains/domains";
import { NoDomainSelected } from "../../features/services/NoDomainSelected";
import { ServiceListCard } from "../../features/services/ServiceListCard";
import { knownServiceType } from "../../features/services/service-types";
import { parseServiceSearch, type ServiceFilters } from "../../features/services/services-search";

export const Route = createFileRoute("/_app/manage-services")({
  validateSearch: parseServiceSearch,
  component: ManageServicesPage,
});

function ManageServicesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { selected } = useStore(domainStore);
  const { page, limit } = resolvePage(search);
  const filters: ServiceFilters = { search: search.search, status: search.status, type: knownServiceType(search.type) };
  // Paging keeps the scroll position: the controls sit below the list.
  const go = (nextPage: number, nextLimit: number, next: ServiceFilters) =>
    void navigate({ search: { ...toPageSearch(nextPage, nextLimit), ...next }, resetScroll: false });
  // A new search starts at page 1 and replaces the entry, so Back does not replay every debounced term.
  const { status } = search;
  const type = filters.type;
  const onSearch = useCallback(
    (term: string | undefined) => void navigate({ search: { ...toPageSearch(1, limit), search: term, status, type }, replace: true, resetScroll: false }),
    [navigate, limit, status, type],
  );

  return (
    <>
      <PageHeader title="Manage Services" description="Every agent running on the selected domain." />
      {selected ? (
        <ServiceListCard
          domainId={selected.id}
          paging={{ page, limit, onPage: (next) => go(next, limit, filters), onLimit: (next) => go(1, next, filters) }}
          filters={filters}
          onSearch={onSearch}
          onFilters={(next) => go(1, limit, next)}
        />
      ) : (
        <section className="card">
          <NoDomainSelected what="services" />
        </section>
      )}
    </>
  );
}
