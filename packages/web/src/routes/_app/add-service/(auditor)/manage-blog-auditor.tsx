import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { resolvePage } from "../../../../lib/pagination";
import { AuditorListCard } from "../../../../features/auditor/AuditorListCard";
import { auditorsQueryOptions } from "../../../../features/auditor/auditor-queries";
import { parseAuditorSearch } from "../../../../features/auditor/auditor-search";
import { useFilteredList } from "../../../../hooks/use-filtered-list";
import { domainStore } from "../../../../features/domains/domains";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/add-service/(auditor)/manage-blog-auditor")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: parseAuditorSearch,
  loaderDeps: ({ search }) => search,
  // Starts the fetch early without holding the page back; the card shows its own loading.
  loader: ({ context, deps }) => {
    const domain = domainStore.get().selected;
    const { page, limit } = resolvePage(deps);
    if (domain) void context.queryClient.prefetchQuery(auditorsQueryOptions(domain.id, page, limit, deps.search, deps.status));
  },
  component: ManageBlogAuditorPage,
});

function ManageBlogAuditorPage() {
  const filtering = useFilteredList(Route.useSearch(), Route.useNavigate());
  const { selected } = useStore(domainStore);
  return (
    <>
      <PageHeader title="Website SEO Auditor" description="Audits of the selected domain's pages against competitor sites." />
      {selected ? (
        // Keyed by domain: switching domains starts with no dialog of the other one.
        <AuditorListCard key={selected.id} domainId={selected.id} filtering={filtering} />
      ) : (
        <section className="card">
          <NoDomainSelected what="SEO audits" />
        </section>
      )}
    </>
  );
}
