import type { DomainSummary } from "@sitecrew/core/site/schema";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { UrlList } from "../../hooks/use-url-list";
import { domainsQueryOptions } from "./domain-queries";
import { EmptyState } from "../../components/ui/EmptyState";
import { NoMatch } from "../../components/ui/ListStates";
import { ListCard } from "../../components/ui/ListCard";
import { SearchBox } from "../../components/ui/SearchBox";
import { DeleteDomainModal } from "./DeleteDomainModal";
import { DomainTable } from "./DomainTable";
import { AddLink } from "../../components/ui/AddLink";

/** The account's domains, paged and searchable through the URL, with their actions. */
export function DomainListCard({ list }: { list: UrlList }) {
  const { page, limit, search, onSearch } = list;
  const query = useQuery(domainsQueryOptions(page, limit, search));
  const [removing, setRemoving] = useState<DomainSummary | null>(null);

  // The empty state carries its own Add Domain link; one link with that name at a time.
  const empty = query.data?.pagination.total === 0 && !search;

  return (
    <ListCard
      title="Your domains"
      subtitle="View a domain for its licence key, connection and configuration."
      actions={!empty && <AddLink to="/onboarding">Add Domain</AddLink>}
      intro={<SearchBox label="Search domains" placeholder="e.g. example.com" className="list-search" search={search} onSearch={onSearch} />}
      query={query}
      paging={list}
      loadingLabel="Loading domains…"
      errorTitle="Domains could not be loaded"
      failedToGet="domain"
      empty={
        search ? (
          <EmptyState icon="search" title="No domains found">
            <NoMatch what="domain" search={search} onClear={() => onSearch(undefined)} />
          </EmptyState>
        ) : (
          <EmptyState icon="globe" title="No domains configured">
            <p>Add your WordPress site to get a licence key and the plugin that connects it.</p>
            <AddLink to="/onboarding">Add Domain</AddLink>
          </EmptyState>
        )
      }
      listName="Your domain list"
      pagesLabel="Domain list pages"
      sizeLabel="Rows per page"
      dialogs={<DeleteDomainModal domain={removing} onClose={() => setRemoving(null)} onDeleted={() => setRemoving(null)} />}
    >
      {(shown) => <DomainTable list={shown} onRemove={setRemoving} />}
    </ListCard>
  );
}
