import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { auditorOptionsQueryOptions, siteContentQueryOptions } from "../../../../features/auditor/auditor-queries";
import { BackButton } from "../../../../features/auditor/BackButton";
import { NewAuditorCard } from "../../../../features/auditor/NewAuditorCard";
import { domainStore } from "../../../../features/domains/domains";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/add-service/(auditor)/add-blog-auditor")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  // Starts the fetches early without holding the page back; the form shows its own loading.
  loader: ({ context }) => {
    const domain = domainStore.get().selected;
    if (!domain) return;
    void context.queryClient.prefetchQuery(auditorOptionsQueryOptions(domain.id));
    void context.queryClient.prefetchQuery(siteContentQueryOptions(domain.id));
  },
  component: AddBlogAuditorPage,
});

function AddBlogAuditorPage() {
  const { selected } = useStore(domainStore);
  return (
    <>
      <PageHeader title="Create SEO Auditor" description="Audit pages of the selected domain against competitor sites." actions={<BackButton />} />
      {selected ? (
        <NewAuditorCard key={selected.id} domainId={selected.id} />
      ) : (
        <section className="card">
          <NoDomainSelected what="SEO audits" />
        </section>
      )}
    </>
  );
}
