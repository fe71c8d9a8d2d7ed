import { useQuery } from "@tanstack/react-query";
import { Card } from "../../components/ui/Card";
import { ListLoadError } from "../../components/ui/ListStates";
import { Spinner } from "../../components/ui/Spinner";
import { DecliningPostsCard } from "./DecliningPostsCard";
import { SearchNotConnected } from "./SearchNotConnected";
import { SearchResultsCard } from "./SearchResultsCard";
import { searchConsoleQueryOptions, searchResultsQueryOptions } from "./search-console-queries";
import { SuggestionsCard } from "./SuggestionsCard";
import "./search-console.css";

const TITLE = "Search results";

/** Analytics' Google figures for the range; loaded on its own, after the page's figures. */
export default function SearchResultsSection({ domainId, days }: { domainId: string; days: number }) {
  const link = useQuery(searchConsoleQueryOptions(domainId));
  if (link.isPending) return <Loading />;
  if (link.isError) {
    return (
      <Card title={TITLE}>
        <ListLoadError title="Search results could not be loaded" error={link.error} retrying={link.isFetching} onRetry={() => void link.refetch()} />
      </Card>
    );
  }
  if (link.data.status !== "connected" || !link.data.property) return <SearchNotConnected domainId={domainId} link={link.data} />;
  return <SearchResults domainId={domainId} days={days} synced={link.data.last_sync_at !== null} />;
}

function SearchResults({ domainId, days, synced }: { domainId: string; days: number; synced: boolean }) {
  const query = useQuery(searchResultsQueryOptions(domainId, days));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Card title={TITLE}>
        <ListLoadError title="Search results could not be loaded" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  const stale = query.isPlaceholderData;
  return (
    <div className={stale ? "search-results is-stale" : "search-results"} aria-busy={stale || undefined}>
      <SearchResultsCard domainId={domainId} results={query.data} days={days} synced={synced} />
      <DecliningPostsCard domainId={domainId} results={query.data} />
      <SuggestionsCard domainId={domainId} suggestions={query.data.suggestions} />
    </div>
  );
}

function Loading() {
  return (
    <Card title={TITLE}>
      <Spinner label="Loading search results…" />
    </Card>
  );
}
