import { useQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListCard } from "../../components/ui/ListCard";
import { NoMatch } from "../../components/ui/ListStates";
import { SearchBox } from "../../components/ui/SearchBox";
import { SelectField } from "../../components/ui/SelectField";
import type { UrlList } from "../../hooks/use-url-list";
import { leadsQueryOptions } from "./lead-queries";
import { isLeadStatus, LEAD_STATUS_OPTIONS, type LeadStatus } from "./lead-search";
import { LeadTable } from "./LeadTable";
import "./leads.css";

interface LeadListCardProps {
  domainId: string;
  list: UrlList;
  status: LeadStatus | undefined;
  onStatus: (status: LeadStatus | undefined) => void;
}

/** The domain's leads, searched by address or question, filtered by status and paged through the URL. */
export function LeadListCard({ domainId, list, status, onStatus }: LeadListCardProps) {
  const { page, limit, search, onSearch } = list;
  const query = useQuery(leadsQueryOptions(domainId, page, limit, search, status));

  return (
    <ListCard
      title="Leads"
      subtitle="Questions your chat could not answer, left with an email address. Answer them here."
      intro={
        <div className="lead-filters">
          <SearchBox label="Search leads" placeholder="Email or question" className="list-search" search={search} onSearch={onSearch} />
          <SelectField
            label="Status"
            value={status}
            options={LEAD_STATUS_OPTIONS}
            emptyLabel="All statuses"
            onChange={(value) => onStatus(isLeadStatus(value) ? value : undefined)}
          />
        </div>
      }
      query={query}
      paging={list}
      loadingLabel="Loading leads…"
      errorTitle="Leads could not be loaded"
      failedToGet="leads"
      empty={
        search ? (
          <EmptyState icon="search" title="No leads found">
            <NoMatch what="lead" search={search} onClear={() => onSearch(undefined)} />
          </EmptyState>
        ) : status ? (
          <EmptyState icon="search" title="No leads found">
            <p>No lead has this status.</p>
            <Button variant="secondary" onClick={() => onStatus(undefined)}>
              Show all leads
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon="mail" title="No leads yet">
            <p>When your chat cannot answer a visitor, it offers to take their question by email. Those questions appear here.</p>
          </EmptyState>
        )
      }
      listName="Your lead list"
      pagesLabel="Lead list pages"
      sizeLabel="Rows per page"
    >
      {(shown) => <LeadTable list={shown} />}
    </ListCard>
  );
}
