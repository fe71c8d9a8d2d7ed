import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { Icon } from "../../components/ui/Icon";
import { PagedList } from "../../components/ui/PagedList";
import { SearchBox } from "../../components/ui/SearchBox";
import { SelectField } from "../../components/ui/SelectField";
import type { UrlPaging } from "../../hooks/use-url-list";
import { messageOf } from "../../lib/api";
import { summaryCounts } from "./services-format";
import { servicesQueryOptions } from "./services-queries";
import { SERVICE_STATUSES, SERVICE_TYPES, type ServiceFilters } from "./services-search";
import { ServiceTable } from "./ServiceTable";
import "../../styles/lists.css";
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
    <Card
      title="Your services"
      subtitle="Every agent working on this domain. Open one to manage it."
      actions={
        !empty && (
          <Link to="/add-service" className="btn btn-primary">
            <Icon name="plus" size={18} /> Add Service
          </Link>
        )
      }
    >
      {query.data && (
        <ul className="service-summary" aria-label="Service counts">
          {summaryCounts(query.data.summary).map(({ label, value }) => (
            <li key={label}>
              <span className="service-summary-label">{label}</span>
              <span className="service-summary-value">{value.toLocaleString("en-US")}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="service-filters">
        <SearchBox label="Search services" placeholder="Service name" className="list-search" search={filters.search} onSearch={onSearch} />
        <SelectField
          label="Status"
          emptyLabel="All statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onFilters({ ...filters, status: status as ServiceFilters["status"] })}
        />
        <SelectField
          label="Type"
          emptyLabel="All types"
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onFilters({ ...filters, type: type as ServiceFilters["type"] })}
        />
      </div>
      <PagedList
        query={query}
        paging={paging}
        loadingLabel="Loading services…"
        errorTitle="Services could not be loaded"
        errorMessage={`Failed to get services: ${messageOf(query.error, "Please check your connection and try again.")}`}
        empty={
          <EmptyState icon={filtered ? "search" : "layers"} title="No services found">
            {filtered ? (
              <>
                <p>No service matches this search and these filters.</p>
                <Button variant="secondary" onClick={() => onFilters({})}>
                  Clear the search and filters
                </Button>
              </>
            ) : (
              <>
                <p>Add an agent to put it to work on this domain.</p>
                <Link to="/add-service" className="btn btn-primary">
                  <Icon name="plus" size={18} /> Add Service
                </Link>
              </>
            )}
          </EmptyState>
        }
        listName="The service list"
        pagesLabel="Service list pages"
        sizeLabel="Rows per page"
      >
        {(rows, { totalPages, stale }) => <ServiceTable rows={rows} page={paging.page} totalPages={totalPages} stale={stale} />}
      </PagedList>
    </Card>
  );
}
