import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListCard } from "../../components/ui/ListCard";
import { FilteredEmpty } from "../../components/ui/ListStates";
import { blogContentQueryOptions } from "./blog-queries";
import { CONTENT_FILTERS, type ContentFilter } from "./blog-search";
import { BlogContentTable } from "./BlogContentTable";
import { StatusFilters } from "../../components/ui/StatusFilters";
import type { FilteredList } from "../../hooks/use-filtered-list";
import "./blog.css";

const plural = (count: number) => `${count} post${count === 1 ? "" : "s"}`;

/** The posts one agent made, searched, filtered and paged through the URL. */
export function BlogContentCard({ agentId, filtering }: { agentId: string; filtering: FilteredList<ContentFilter> }) {
  const { list, status, onReset } = filtering;
  const { page, limit, search } = list;
  const query = useQuery(blogContentQueryOptions(agentId, page, limit, search, status));
  const filtered = Boolean(search || status);
  const total = query.data?.pagination.total;

  return (
    <ListCard
      title="Generated blogs"
      subtitle={total === undefined ? "The posts this agent has written." : filtered ? `${plural(total)} match` : `${plural(total)} in total`}
      filters={<StatusFilters what="posts" placeholder="Post title" emptyLabel="All Status" options={CONTENT_FILTERS} filtering={filtering} />}
      filtersClassName="blog-filters"
      query={query}
      paging={list}
      loadingLabel="Loading posts…"
      errorTitle="Posts could not be loaded"
      failedToGet="blog content"
      empty={
        filtered ? (
          <FilteredEmpty
            title="No posts found"
            message={search ? `No post matches “${search}”${status ? " with this status" : ""}.` : "No post has this status."}
            clearLabel="Show every post"
            onClear={onReset}
          />
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
      {(shown) => <BlogContentTable list={shown} />}
    </ListCard>
  );
}
