import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { parsePageSearch, resolvePage, toPageSearch } from "../../../../lib/pagination";
import { domainStore } from "../../../../features/domains/domains";
import { optimizationsQueryOptions } from "../../../../features/optimizer/optimizer-queries";
import { OptimizationListCard } from "../../../../features/optimizer/OptimizationListCard";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/add-service/(optimizer)/manage-blog-optimization-agent")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => search,
  // Starts the fetch early without holding the page back; the card shows its own loading.
  loader: ({ context, deps }) => {
    const domain = domainStore.get().selected;
    const { page, limit } = resolvePage(deps);
    if (domain) void context.queryClient.prefetchQuery(optimizationsQueryOptions(domain.id, page, limit));
  },
  component: ManageBlogOptimizationAgentPage,
});

function ManageBlogOptimizationAgentPage() {
  const navigate = Route.useNavigate();
  const { page, limit } = resolvePage(Route.useSearch());
  const { selected } = useStore(domainStore);
  // Paging keeps the scroll position: the controls sit below the list.
  const go = (nextPage: number, nextLimit: number) => void navigate({ search: toPageSearch(nextPage, nextLimit), resetScroll: false });
  return (
    <>
      <PageHeader title="Blog Optimization Agent" description="Older posts of the selected domain, rewritten to pass more SEO checks." />
      {selected ? (
        // Keyed by domain: switching domains starts with no dialog of the other one.
        <OptimizationListCard
          key={selected.id}
          domainId={selected.id}
          paging={{ page, limit, onPage: (next) => go(next, limit), onLimit: (next) => go(1, next) }}
        />
      ) : (
        <section className="card">
          <NoDomainSelected what="blog optimizations" />
        </section>
      )}
    </>
  );
}
