import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AddLink } from "../../components/ui/AddLink";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListCard } from "../../components/ui/ListCard";
import { FilteredEmpty } from "../../components/ui/ListStates";
import { StatusFilters } from "../../components/ui/StatusFilters";
import type { FilteredList } from "../../hooks/use-filtered-list";
import { DeleteSocialAgentDialog } from "./DeleteSocialAgentDialog";
import { FETCH_AGENTS_FAILED_MESSAGE } from "./social-messages";
import { type SocialAgent, socialAgentsQueryOptions } from "./social-queries";
import { SOCIAL_AGENT_FILTERS, type SocialAgentFilter } from "./social-search";
import { SocialAgentTable } from "./SocialAgentTable";
import "./social.css";

/** The selected domain's social media agents, searched, filtered and paged through the URL, with their actions. */
export function SocialAgentListCard({ domainId, filtering }: { domainId: string; filtering: FilteredList<SocialAgentFilter> }) {
  const { list, status, onReset } = filtering;
  const { page, limit, search } = list;
  const query = useQuery(socialAgentsQueryOptions(domainId, page, limit, search, status));
  const [deleting, setDeleting] = useState<SocialAgent | null>(null);
  const filtered = Boolean(search || status);
  // The empty state carries its own Add link; one link with that name at a time.
  const empty = query.data?.pagination.total === 0 && !filtered;

  return (
    <ListCard
      title="Social media agents"
      subtitle="Each agent turns the selected domain's blog posts into narrated videos for Instagram."
      actions={!empty && <AddLink to="/add-service/add-social-agent">Add Social Media Agent</AddLink>}
      filters={<StatusFilters what="social media agents" placeholder="Agent name" emptyLabel="All" options={SOCIAL_AGENT_FILTERS} filtering={filtering} />}
      filtersClassName="social-filters"
      query={query}
      paging={list}
      loadingLabel="Loading social media agents…"
      errorTitle={FETCH_AGENTS_FAILED_MESSAGE}
      empty={
        filtered ? (
          <FilteredEmpty
            title="No agents found"
            message={search ? `No social media agent matches “${search}”${status ? " with this status" : ""}.` : "No social media agent has this status."}
            clearLabel="Show every agent"
            onClear={onReset}
          />
        ) : (
          <EmptyState icon="camera" title="No social media agent yet">
            <p>Add one to turn your blog posts into short narrated videos, ready to publish to Instagram.</p>
            <AddLink to="/add-service/add-social-agent">Add Social Media Agent</AddLink>
          </EmptyState>
        )
      }
      listName="Your social media agent list"
      pagesLabel="Social media agent list pages"
      sizeLabel="Rows per page"
      dialogs={<DeleteSocialAgentDialog agent={deleting} onClose={() => setDeleting(null)} />}
    >
      {(shown) => <SocialAgentTable list={shown} onDelete={setDeleting} />}
    </ListCard>
  );
}
