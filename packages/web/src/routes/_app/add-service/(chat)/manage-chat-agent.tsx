import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { resolvePage } from "../../../../lib/pagination";
import { useFilteredList } from "../../../../hooks/use-filtered-list";
import { chatAgentsQueryOptions } from "../../../../features/chat/chat-queries";
import { parseChatAgentSearch } from "../../../../features/chat/chat-search";
import { ChatAgentListCard } from "../../../../features/chat/ChatAgentListCard";
import { domainStore } from "../../../../features/domains/domains";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/add-service/(chat)/manage-chat-agent")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: parseChatAgentSearch,
  loaderDeps: ({ search }) => search,
  // Starts the fetch early without holding the page back; the card shows its own loading.
  loader: ({ context, deps }) => {
    const domain = domainStore.get().selected;
    const { page, limit } = resolvePage(deps);
    if (domain) void context.queryClient.prefetchQuery(chatAgentsQueryOptions(domain.id, page, limit, deps.search, deps.status));
  },
  component: ManageChatAgentPage,
});

function ManageChatAgentPage() {
  const filtering = useFilteredList(Route.useSearch(), Route.useNavigate());
  const { selected } = useStore(domainStore);
  return (
    <>
      <PageHeader title="Manage Chat Agent" description="The chat bubbles answering visitors of the selected domain." />
      {selected ? (
        // Keyed by domain: switching domains starts with no dialog of the other one.
        <ChatAgentListCard key={selected.id} domainId={selected.id} filtering={filtering} />
      ) : (
        <section className="card">
          <NoDomainSelected what="chat agents" />
        </section>
      )}
    </>
  );
}
