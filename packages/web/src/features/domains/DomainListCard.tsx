import type { DomainSummary } from "@sitecrew/core/site/schema";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { UrlList } from "../../hooks/use-url-list";
import { messageOf } from "../../lib/api";
import { domainsQueryOptions } from "./domain-queries";
import { EmptyState } from "../../components/ui/EmptyState";
import { Icon } from "../../components/ui/Icon";
import { NoMatch } from "../../components/ui/ListStates";
import { PagedList } from "../../components/ui/PagedList";
import { SearchBox } from "../../components/ui/SearchBox";
import { DeleteDomainModal } from "./DeleteDomainModal";
import { DomainTable } from "./DomainTable";
import { Card } from "../../components/ui/Card";
import "../../styles/lists.css";

/** The account's domains, paged and searchable through the URL, with their actions. */
export function DomainListCard({ list }: { list: UrlList }) {
  const { page, limit, search, onSearch } = list;
  const query = useQuery(domainsQueryOptions(page, limit, search));
  const [removing, setRemoving] = useState<DomainSummary | null>(null);

  // The empty state carries its own Add Domain link; one link with that name at a time.
  const empty = query.data?.pagination.total === 0 && !search;

  return (
    <Card
      title="Your domains"
      subtitle="View a domain for its licence key, connection and configuration."
      actions={
        !empty && (
          <Link to="/onboarding" className="btn btn-primary">
            <Icon name="plus" size={18} /> Add Domain
          </Link>
        )
      }
    >
      <SearchBox label="Search domains" placeholder="e.g. example.com" className="list-search" search={search} onSearch={onSearch} />
      <PagedList
        query={query}
        paging={list}
        loadingLabel="Loading domains…"
        errorTitle="Domains could not be loaded"
        errorMessage={`Failed to get domain: ${messageOf(query.error, "Please check your connection and try again.")}`}
        empty={
          search ? (
            <EmptyState icon="search" title="No domains found">
              <NoMatch what="domain" search={search} onClear={() => onSearch(undefined)} />
            </EmptyState>
          ) : (
            <EmptyState icon="globe" title="No domains configured">
              <p>Add your WordPress site to get a licence key and the plugin that connects it.</p>
              <Link to="/onboarding" className="btn btn-primary">
                <Icon name="plus" size={18} /> Add Domain
              </Link>
            </EmptyState>
          )
        }
        listName="Your domain list"
        pagesLabel="Domain list pages"
        sizeLabel="Rows per page"
      >
        {(rows, { totalPages, stale }) => (
          <DomainTable rows={rows} page={page} totalPages={totalPages} stale={stale} onRemove={setRemoving} />
        )}
      </PagedList>
      <DeleteDomainModal domain={removing} onClose={() => setRemoving(null)} onDeleted={() => setRemoving(null)} />
    </Card>
  );
}
