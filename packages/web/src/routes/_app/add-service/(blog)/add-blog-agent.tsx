import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { RouteError } from "../../../../components/ui/RouteStates";
import { useStore } from "../../../../hooks/use-store";
import { ensureBlogFormData } from "../../../../features/blog/blog-queries";
import { BlogAgentForm } from "../../../../features/blog/BlogAgentForm";
import { domainStore } from "../../../../features/domains/domains";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/add-service/(blog)/add-blog-agent")({
  // `?topic=` sets the new agent up for one subject: it becomes the first keyword.
  validateSearch: (search: Record<string, unknown>): { topic?: string } => ({
    topic: typeof search.topic === "string" && search.topic.trim() ? search.topic : undefined,
  }),
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context }) => ensureBlogFormData(context.queryClient),
  component: AddBlogAgentPage,
  pendingComponent: () => <PageLoading label="Loading the form…" />,
  errorComponent: ({ error }) => (
    <RouteError error={error} texts={{ header: <PageHeader title="Add Blog Agent" />, errorTitle: "The form could not be loaded" }} />
  ),
});

function AddBlogAgentPage() {
  const { topic } = Route.useSearch();
  const { selected } = useStore(domainStore);
  return (
    <>
      <PageHeader title="Add Blog Agent" description="Choose what it writes about, for whom, how often and in which voice." />
      <section className="card">
        {selected ? <BlogAgentForm key={selected.id} domainId={selected.id} topic={topic} /> : <NoDomainSelected what="blog agents" />}
      </section>
    </>
  );
}
