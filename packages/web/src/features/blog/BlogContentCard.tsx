import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { PagedList } from "../../components/ui/PagedList";
import { SearchBox } from "../../components/ui/SearchBox";
import { SelectField } from "../../components/ui/SelectField";
import { messageOf } from "../../lib/api";
import { blogContentQueryOptions } from "./blog-queries";
import { CONTENT_FILTERS, type ContentFilter } from "./blog-search";
import { BlogContentTable } from "./BlogContentTable";
import type { FilteredList } from "./use-filtered-list";
import "../../styles/lists.css";
import "./blog.css";

const plural = (count: number) => `${count} post${count === 1 ? "" : "s"}`;

/** The posts one agent made, searched, filtered and paged through the URL. */
export function BlogContentCard({ agentId, filtering }: { agentId: string; filtering: FilteredList<ContentFilter> }) {
  const { list, status, onStatus, onReset } = filtering;
  const { page, limit, search, onSearch } = list;
  const query = useQuery(blogContentQueryOptions(agentId, page, limit, search, status));
  const filtered = Boolean(search || status);
  const total = query.data?.pagination.total;

  return (
    <Card
      title="Generated blogs"
      subtitle={total === undefined ? "The posts this agent has written." : filtered ? `${plural(total)} match` : `${plural(total)} in total`}
    >
      <div className="blog-filters">
        <SearchBox label="Search posts" placeholder="Post title" className="list-search" search={search} onSearch={onSearch} />
        <SelectField
          label="Status"
          emptyLabel="All Status"
          value={status}
          options={CONTENT_FILTERS}
          onChange={(next) => onStatus(next as ContentFilter | undefined)}
        />
      </div>
      <PagedList
        query={query}
        paging={list}
        loadingLabel="Loading posts…"
        errorTitle="Posts could not be loaded"
        errorMessage={`Failed to get blog content: ${messageOf(query.error, "Please check your connection and try again.")}`}
        empty={
          filtered ? (
            <EmptyState icon="search" title="No posts found">
              <p>{search ? `No post matches “${search}”${status ? " with this status" : ""}.` : "No post has this status."}</p>
              <Button variant="secondary" onClick={onReset}>
                Show every post
              </Button>
            </EmptyState>
          ) : (
            <EmptyState icon="sparkles" title="No blog posts generated yet">
              <p>Posts appear here when the agent writes on schedule, or at once with Run now.</p>
              <Link to="/add-service/manage-blog-agent" className="btn btn-secondary">
                Back to Schedules
              </Link>
            </EmptyState>
          )
        }
        listName="This agent's post list"
        pagesLabel="Generated blog pages"
        sizeLabel="Rows per page"
      >
        {(rows, { totalPages, stale }) => <BlogContentTable rows={rows} page={page} totalPages={totalPages} stale={stale} />}
      </PagedList>
    </Card>
  );
}
