import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/ui/EmptyState";
import { FilterSelect } from "../../components/ui/FilterSelect";
import { ListCard } from "../../components/ui/ListCard";
import { FilteredEmpty } from "../../components/ui/ListStates";
import { SearchBox } from "../../components/ui/SearchBox";
import type { UrlPaging } from "../../hooks/use-url-list";
import { summaryCounts } from "./services-format";
import { servicesQueryOptions } from "./services-queries";
import { SERVICE_TYPES } from "@sitecrew/core/service/schema";
import { SERVICE_STATUSES, type ServiceFilters } from "./services-search";
import { ServiceTable } from "./ServiceTable";
import { AddLink } from "../../components/ui/AddLink";
import "./services.css";

const STATUS_OPTIONS = SERVICE_STATUSES.map((status) => ({ value: status, label: status }));
const TYPE_OPTIONS = SERVICE_TYPES.map((type) => ({ value: type, label: type }));

interface ServiceListCardProps {
  domainId: string;
  paging: UrlPaging;
  filters: ServiceFilters;
  /** Must be stable while the filters stay: the search box's debounce restarts when it changes. */
  onSearch: (search: string | undefined) => void;
  onFilters: (filters: ServiceFilters) => void;
}

/** Every agent of the selected domain across kinds: counts, search, filters and the paged table. */
export function ServiceListCard({ domainId, paging, filters, onSearch, onFilters }: ServiceListCardProps) {
  const query = useQuery(servicesQueryOptions(domainId, paging.page, paging.limit, filters));
  const filtered = Boolean(filters.search || filters.status || filters.type);
  // The empty state carries its own Add Service link; one link with that name at a time.
  const empty = query.data?.summary.total === 0;

  return (
    <ListCard
      title="Your services"
      subtitle="Every agent working on this domain. Open one to manage it."
      actions={!empty && <AddLink to="/add-service">Add Service</AddLink>}
      intro={
        query.data && (
          <ul className="service-summary" aria-label="Service counts">
            {summaryCounts(query.data.summary).map(({ label, value }) => (
              <li key={label}>
                <span className="service-summary-label">{label}</span>
                <span className="service-summary-value">{value.toLocaleString("en-US")}</span>
              </li>
            ))}
          </ul>
        )
      }
      filters={
        <>
          <SearchBox label="Search services" placeholder="Service name" className="list-search" search={filters.search} onSearch={onSearch} />
          <FilterSelect label="Status" emptyLabel="All statuses" options={STATUS_OPTIONS} filters={filters} filter="status" onFilters={onFilters} />
          <FilterSelect label="Type" emptyLabel="All types" options={TYPE_OPTIONS} filters={filters} filter="type" onFilters={onFilters} />
        </>
      }
      query={query}
      paging={paging}
      loadingLabel="Loading services…"
      errorTitle="Services could not be loaded"
      failedToGet="services"
      empty={
        filtered ? (
          <FilteredEmpty
            title="No services found"
            message="No service matches this search and these filters."
            clearLabel="Clear the search and filters"
            onClear={() => onFilters({})}
          />
        ) : (
          <EmptyState icon="layers" title="No services found">
            <p>Add an agent to put it to work on this domain.</p>
            <AddLink to="/add-service">Add Service</AddLink>
          </EmptyState>
        )
      }
      listName="The service list"
      pagesLabel="Service list pages"
      sizeLabel="Rows per page"
    >
      {(shown) => <ServiceTable list={shown} />}
    </ListCard>
  );
}
