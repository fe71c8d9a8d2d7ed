import { useQuery } from "@tanstack/react-query";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { PagedList } from "../../components/ui/PagedList";
import { SelectField } from "../../components/ui/SelectField";
import { Button } from "../../components/ui/Button";
import type { UrlPaging } from "../../hooks/use-url-list";
import { messageOf } from "../../lib/api";
import { runStatusLabel } from "./activity-format";
import { runsQueryOptions } from "./activity-queries";
import { RUN_KINDS, RUN_STATUSES, type RunFilters } from "./activity-search";
import { RunTable } from "./RunTable";
import "../../styles/lists.css";
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
    <Card title="Runs" subtitle="Every run of your agents on this domain, newest first. Running ones update by themselves.">
      <div className="run-filters">
        <SelectField
          label="Kind"
          emptyLabel="All kinds"
          value={filters.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => onFilters({ ...filters, kind: kind as RunFilters["kind"] })}
        />
        <SelectField
          label="Status"
          emptyLabel="All statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onFilters({ ...filters, status: status as RunFilters["status"] })}
        />
      </div>
      <PagedList
        query={query}
        paging={paging}
        loadingLabel="Loading runs…"
        errorTitle="Runs could not be loaded"
        errorMessage={`Failed to get runs: ${messageOf(query.error, "Please check your connection and try again.")}`}
        empty={
          filtered ? (
            <EmptyState icon="search" title="No runs match these filters">
              <Button variant="secondary" onClick={() => onFilters({})}>
                Show every run
              </Button>
            </EmptyState>
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
        {(rows, { totalPages, stale }) => <RunTable rows={rows} page={paging.page} totalPages={totalPages} stale={stale} />}
      </PagedList>
    </Card>
  );
}
