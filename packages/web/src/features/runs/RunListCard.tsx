import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/ui/EmptyState";
import { FilterSelect } from "../../components/ui/FilterSelect";
import { ListCard } from "../../components/ui/ListCard";
import { FilteredEmpty } from "../../components/ui/ListStates";
import type { UrlPaging } from "../../hooks/use-url-list";
import { runStatusLabel } from "./activity-format";
import { runsQueryOptions } from "./activity-queries";
import { RUN_KINDS } from "./activity-kinds";
import { RUN_STATUSES, type RunFilters } from "./activity-search";
import { RunTable } from "./RunTable";
import "./activity.css";

const KIND_OPTIONS = Object.entries(RUN_KINDS).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = RUN_STATUSES.map((status) => ({ value: status, label: runStatusLabel(status) }));

interface RunListCardProps {
  domainId: string;
  paging: UrlPaging;
  filters: RunFilters;
  onFilters: (filters: RunFilters) => void;
}

/** The selected domain's runs, newest first, filtered and paged through the URL; live while any of them works. */
export function RunListCard({ domainId, paging, filters, onFilters }: RunListCardProps) {
  const query = useQuery(runsQueryOptions(domainId, paging.page, paging.limit, filters));
  const filtered = Boolean(filters.kind || filters.status);

  return (
    <ListCard
      title="Runs"
      subtitle="Every run of your agents on this domain, newest first. Running ones update by themselves."
      filters={
        <>
          <FilterSelect label="Kind" emptyLabel="All kinds" options={KIND_OPTIONS} filters={filters} filter="kind" onFilters={onFilters} />
          <FilterSelect label="Status" emptyLabel="All statuses" options={STATUS_OPTIONS} filters={filters} filter="status" onFilters={onFilters} />
        </>
      }
      query={query}
      paging={paging}
      loadingLabel="Loading runs…"
      errorTitle="Runs could not be loaded"
      failedToGet="runs"
      empty={
        filtered ? (
          <FilteredEmpty title="No runs match these filters" clearLabel="Show every run" onClear={() => onFilters({})} />
        ) : (
          <EmptyState icon="chart" title="No runs yet">
            <p>When an agent writes on schedule or you press Run now, its run shows here with its progress and cost.</p>
          </EmptyState>
        )
      }
      listName="The run list"
      pagesLabel="Run list pages"
      sizeLabel="Runs per page"
    >
      {(shown) => <RunTable list={shown} />}
    </ListCard>
  );
}
