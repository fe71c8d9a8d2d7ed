import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { resolvePage } from "../../../../lib/pagination";
import { blogAgentsQueryOptions } from "../../../../features/blog/blog-queries";
import { parseAgentSearch } from "../../../../features/blog/blog-search";
import { BlogAgentListCard } from "../../../../features/blog/BlogAgentListCard";
import { useFilteredList } from "../../../../hooks/use-filtered-list";
import { domainStore } from "../../../../features/domains/domains";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/add-service/(blog)/manage-blog-agent")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: parseAgentSearch,
  loaderDeps: ({ search }) => search,
  // Starts the fetch early without holding the page back; the card shows its own loading.
  loader: ({ context, deps }) => {
    const domain = domainStore.get().selected;
    const { page, limit } = resolvePage(deps);
    if (domain) void context.queryClient.prefetchQuery(blogAgentsQueryOptions(domain.id, page, limit, deps.search, deps.status));
  },
  component: ManageBlogAgentPage,
});

function ManageBlogAgentPage() {
  const filtering = useFilteredList(Route.useSearch(), Route.useNavigate());
  const { selected } = useStore(domainStore);
  return (
    <>
      <PageHeader title="Manage Blog Agent" description="The agents writing blog posts for the selected domain, and their schedules." />
      {selected ? (
        // Keyed by domain: switching domains starts with no run or dialog of the other one.
        <BlogAgentListCard key={selected.id} domainId={selected.id} filtering={filtering} />
      ) : (
        <section className="card">
          <NoDomainSelected what="blog agents" />
        </section>
      )}
    </>
  );
}
