import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { resolvePage } from "../../../../lib/pagination";
import { useFilteredList } from "../../../../hooks/use-filtered-list";
import { domainStore } from "../../../../features/domains/domains";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";
import { socialAgentsQueryOptions } from "../../../../features/social/social-queries";
import { parseSocialAgentSearch } from "../../../../features/social/social-search";
import { SocialAgentListCard } from "../../../../features/social/SocialAgentListCard";

export const Route = createFileRoute("/_app/add-service/(social)/manage-social-media-agent")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: parseSocialAgentSearch,
  loaderDeps: ({ search }) => search,
  // Starts the fetch early without holding the page back; the card shows its own loading.
  loader: ({ context, deps }) => {
    const domain = domainStore.get().selected;
    const { page, limit } = resolvePage(deps);
    if (domain) void context.queryClient.prefetchQuery(socialAgentsQueryOptions(domain.id, page, limit, deps.search, deps.status));
  },
  component: ManageSocialMediaAgentPage,
});

function ManageSocialMediaAgentPage() {
  const filtering = useFilteredList(Route.useSearch(), Route.useNavigate());
  const { selected } = useStore(domainStore);
  return (
    <>
      <PageHeader title="Manage Social Media Agent" description="The agents turning the selected domain's posts into videos." />
      {selected ? (
        // Keyed by domain: switching domains starts with no dialog of the other one.
        <SocialAgentListCard key={selected.id} domainId={selected.id} filtering={filtering} />
      ) : (
        <section className="card">
          <NoDomainSelected what="social media agents" />
        </section>
      )}
    </>
  );
}
