import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AddLink } from "../../components/ui/AddLink";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListCard } from "../../components/ui/ListCard";
import { FilteredEmpty } from "../../components/ui/ListStates";
import { StatusFilters } from "../../components/ui/StatusFilters";
import type { FilteredList } from "../../hooks/use-filtered-list";
import { FETCH_AUDITORS_FAILED } from "./auditor-messages";
import { type AuditorListItem, auditorsQueryOptions } from "./auditor-queries";
import { AUDIT_FILTERS, type AuditFilter } from "./auditor-search";
import { AuditorTable } from "./AuditorTable";
import { DeleteAuditorDialog } from "./DeleteAuditorDialog";
import "./auditor.css";

/** The selected domain's auditors, searched, filtered by status and paged through the URL. */
export function AuditorListCard({ domainId, filtering }: { domainId: string; filtering: FilteredList<AuditFilter> }) {
  const { list, status, onReset } = filtering;
  const { page, limit, search } = list;
  const query = useQuery(auditorsQueryOptions(domainId, page, limit, search, status));
  const [deleting, setDeleting] = useState<AuditorListItem | null>(null);
  // The empty state carries its own Add link; one link with that name at a time.
  const empty = query.data?.pagination.total === 0 && !search && !status;
  const statusLabel = AUDIT_FILTERS.find((choice) => choice.value === status)?.label;

  return (
    <ListCard
      title="Blog auditors"
      subtitle="Each audit reads pages of the selected site and competitor sites, and reports what to fix first."
      actions={!empty && <AddLink to="/add-service/add-blog-auditor">Add Auditor</AddLink>}
      filters={<StatusFilters what="auditors" placeholder="Search schedules..." emptyLabel="All Status" options={AUDIT_FILTERS} filtering={filtering} />}
      filtersClassName="auditor-filters"
      query={query}
      paging={list}
      loadingLabel="Loading blog auditors…"
      errorTitle="The auditors could not be loaded"
      failedToGet={FETCH_AUDITORS_FAILED}
      empty={
        search || status ? (
          <FilteredEmpty
            title="No schedules found"
            message={
              search
                ? `No auditor matches “${search}”${statusLabel ? ` among the ${statusLabel.toLowerCase()} ones` : ""}.`
                : `No auditor is ${statusLabel?.toLowerCase()}.`
            }
            clearLabel="Show every auditor"
            onClear={onReset}
          />
        ) : (
          <EmptyState icon="search" title="No blog auditor yet">
            <p>Get started by creating your first blog auditor</p>
            <AddLink to="/add-service/add-blog-auditor">Create Blog Auditor</AddLink>
          </EmptyState>
        )
      }
      listName="Your auditor list"
      pagesLabel="Auditor list pages"
      sizeLabel="Rows per page"
      dialogs={<DeleteAuditorDialog auditor={deleting} onClose={() => setDeleting(null)} />}
    >
      {(shown) => <AuditorTable list={shown} onDelete={setDeleting} />}
    </ListCard>
  );
}
