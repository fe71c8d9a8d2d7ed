import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AddLink } from "../../components/ui/AddLink";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListCard } from "../../components/ui/ListCard";
import { FilteredEmpty } from "../../components/ui/ListStates";
import { StatusFilters } from "../../components/ui/StatusFilters";
import type { FilteredList } from "../../hooks/use-filtered-list";
import { FETCH_LIST_FAILED_MESSAGE } from "./chat-form";
import { type ChatAgent, chatAgentsQueryOptions } from "./chat-queries";
import { CHAT_FILTERS, type ChatFilter } from "./chat-search";
import { ChatAgentTable } from "./ChatAgentTable";
import { DeleteChatAgentDialog } from "./DeleteChatAgentDialog";
import { TryChatDialog } from "./TryChatDialog";
import "./chat.css";

/** The selected domain's chat agents, searched, filtered and paged through the URL, with their actions. */
export function ChatAgentListCard({ domainId, filtering }: { domainId: string; filtering: FilteredList<ChatFilter> }) {
  const { list, status, onReset } = filtering;
  const { page, limit, search } = list;
  const query = useQuery(chatAgentsQueryOptions(domainId, page, limit, search, status));
  const [trying, setTrying] = useState<ChatAgent | null>(null);
  const [deleting, setDeleting] = useState<ChatAgent | null>(null);
  const filtered = Boolean(search || status);
  // The empty state carries its own Add link; one link with that name at a time.
  const empty = query.data?.pagination.total === 0 && !filtered;

  return (
    <ListCard
      title="Chat agents"
      subtitle="Each agent answers visitors of the selected domain from its PDF and the site's pages."
      actions={!empty && <AddLink to="/add-service/add-chat-agent">Add Chat Agent</AddLink>}
      filters={<StatusFilters what="chat agents" placeholder="Agent name" emptyLabel="All" options={CHAT_FILTERS} filtering={filtering} />}
      filtersClassName="chat-filters"
      query={query}
      paging={list}
      loadingLabel="Loading chat agents…"
      errorTitle={FETCH_LIST_FAILED_MESSAGE}
      empty={
        filtered ? (
          <FilteredEmpty
            title="No chat agents found"
            message={search ? `No chat agent matches “${search}”${status ? " with this status" : ""}.` : "No chat agent has this status."}
            clearLabel="Show every agent"
            onClear={onReset}
          />
        ) : (
          <EmptyState icon="mail" title="No chat agent yet">
            <p>Add one to answer your visitors' questions from a PDF you upload and your site's own pages.</p>
            <AddLink to="/add-service/add-chat-agent">Add Chat Agent</AddLink>
          </EmptyState>
        )
      }
      listName="Your chat agent list"
      pagesLabel="Chat agent list pages"
      sizeLabel="Rows per page"
      dialogs={
        <>
          {trying && <TryChatDialog agent={trying} onClose={() => setTrying(null)} />}
          <DeleteChatAgentDialog agent={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      {(shown) => <ChatAgentTable list={shown} onTry={setTrying} onDelete={setDeleting} />}
    </ListCard>
  );
}
