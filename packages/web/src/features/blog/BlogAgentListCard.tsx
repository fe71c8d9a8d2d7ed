import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListCard } from "../../components/ui/ListCard";
import { FilteredEmpty } from "../../components/ui/ListStates";
import { type BlogAgent, blogAgentsQueryOptions } from "./blog-queries";
import { AGENT_FILTERS, type AgentFilter } from "./blog-search";
import { BlogAgentTable } from "./BlogAgentTable";
import { BlogRunPanel } from "./BlogRunPanel";
import { DeleteBlogAgentDialog } from "./DeleteBlogAgentDialog";
import { StatusFilters } from "../../components/ui/StatusFilters";
import { useBlogRunNow } from "./use-blog-run-now";
import type { FilteredList } from "../../hooks/use-filtered-list";
import { AddLink } from "../../components/ui/AddLink";
import "./blog.css";

const addAgent = <AddLink to="/add-service/add-blog-agent">Add Blog Agent</AddLink>;

/** The selected domain's blog agents, searched, filtered and paged through the URL, with their actions. */
export function BlogAgentListCard({ domainId, filtering }: { domainId: string; filtering: FilteredList<AgentFilter> }) {
  const { list, status, onReset } = filtering;
  const { page, limit, search } = list;
  const query = useQuery(blogAgentsQueryOptions(domainId, page, limit, search, status));
  const runNow = useBlogRunNow();
  const [deleting, setDeleting] = useState<BlogAgent | null>(null);
  const filtered = Boolean(search || status);
  // The empty state carries its own Add link; one link with that name at a time.
  const empty = query.data?.pagination.total === 0 && !filtered;

  return (
    <ListCard
      title="Blog agents"
      subtitle="Each agent writes posts for the selected domain on its schedule."
      actions={!empty && addAgent}
      filters={<StatusFilters what="blog agents" placeholder="Campaign name" emptyLabel="All" options={AGENT_FILTERS} filtering={filtering} />}
      filtersClassName="blog-filters"
      notice={<BlogRunPanel runNow={runNow} />}
      query={query}
      paging={list}
      loadingLabel="Loading blog agents…"
      errorTitle="Blog agents could not be loaded"
      failedToGet="blog-agent"
      empty={
        filtered ? (
          <FilteredEmpty
            title="No blog agents found"
            message={search ? `No blog agent matches “${search}”${status ? " with this status" : ""}.` : "No blog agent has this status."}
            clearLabel="Show every agent"
            onClear={onReset}
          />
        ) : (
          <EmptyState icon="sparkles" title="No blog agents yet">
            <p>Add one to write posts for this site on a schedule, from your keywords and in your style.</p>
            {addAgent}
          </EmptyState>
        )
      }
      listName="Your blog agent list"
      pagesLabel="Blog agent list pages"
      sizeLabel="Rows per page"
      dialogs={<DeleteBlogAgentDialog agent={deleting} onClose={() => setDeleting(null)} />}
    >
      {(shown) => <BlogAgentTable list={shown} runNow={runNow} onDelete={setDeleting} />}
    </ListCard>
  );
}
