import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { messageOf } from "../../lib/api";
import { domainsQueryOptions, type UserDomain } from "../../queries/domains";
import { Button } from "../ui/Button";
import { EmptyState } from "../ui/EmptyState";
import { Icon } from "../ui/Icon";
import { ListLoadError, ListLoading, PagePastEnd } from "../ui/ListStates";
import { PageControls } from "../ui/PageControls";
import { SearchBox } from "../ui/SearchBox";
import { DeleteDomainModal } from "./DeleteDomainModal";
import { DomainTable } from "./DomainTable";

interface DomainListCardProps {
  page: number;
  limit: number;
  /** The search term in the URL, absent when empty. */
  search: string | undefined;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  /** Must be stable: the debounce restarts when it changes. */
  onSearch: (search: string | undefined) => void;
}

/** The account's domains, paged and searchable through the URL, with their actions. */
export function DomainListCard({ page, limit, search, onPage, onLimit, onSearch }: DomainListCardProps) {
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = useQuery(
    domainsQueryOptions(page, limit, search),
  );
  const [removing, setRemoving] = useState<UserDomain | null>(null);

  const totalPages = data?.pagination.totalPages ?? 1;
  // The empty state carries its own Add Domain link; one link with that name at a time.
  const empty = data?.pagination.total === 0 && !search;
  let body;
  if (isPending) {
    body = <ListLoading label="Loading domains…" />;
  } else if (isError) {
    body = (
      <ListLoadError
        title="Domains could not be loaded"
        message={`Failed to get domain: ${messageOf(error, "Please check your connection and try again.")}`}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        page={page}
        onPage={onPage}
      />
    );
  } else if (data.pagination.total === 0 && search) {
    body = (
      <EmptyState icon="search" title="No domains found">
        <p>No domain matches “{search}”.</p>
        <Button variant="secondary" onClick={() => onSearch(undefined)}>
          Clear the search
        </Button>
      </EmptyState>
    );
  } else if (empty) {
    body = (
      <EmptyState icon="globe" title="No domains configured">
        <p>Add your WordPress site to get a licence key and the plugin that connects it.</p>
        <Link to="/onboarding" className="btn btn-primary">
          <Icon name="plus" size={18} /> Add Domain
        </Link>
      </EmptyState>
    );
  } else if (data.data.length === 0) {
    body = <PagePastEnd page={page} totalPages={totalPages} what="Your domain list" onPage={onPage} />;
  } else {
    body = (
      <>
        <DomainTable rows={data.data} page={page} totalPages={totalPages} stale={isPlaceholderData} onRemove={setRemoving} />
        <PageControls
          label="Domain list pages"
          sizeLabel="Rows per page"
          page={page}
          totalPages={totalPages}
          limit={limit}
          loading={isPlaceholderData && isFetching}
          onPage={onPage}
          onLimit={onLimit}
        />
      </>
    );
  }

  return (
    <section className="card" aria-labelledby="domains-title">
      <header className="card-header">
        <div>
          <h2 id="domains-title" className="card-title">
            Your domains
          </h2>
          <p className="card-subtitle">View a domain for its licence key, connection and configuration.</p>
        </div>
        {!empty && (
          <Link to="/onboarding" className="btn btn-primary">
            <Icon name="plus" size={18} /> Add Domain
          </Link>
        )}
      </header>
      <SearchBox label="Search domains" placeholder="e.g. example.com" className="list-search" search={search} onSearch={onSearch} />
      {body}
      <DeleteDomainModal domain={removing} onClose={() => setRemoving(null)} onDeleted={() => setRemoving(null)} />
    </section>
  );
}
