import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { RouteError } from "../../../../components/ui/RouteStates";
import { blogAgentQueryOptions, ensureBlogFormData } from "../../../../features/blog/blog-queries";
import { BlogAgentForm } from "../../../../features/blog/BlogAgentForm";

export const Route = createFileRoute("/_app/add-service/(blog)/edit-blog-agent/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(blogAgentQueryOptions(params.id)), ensureBlogFormData(context.queryClient)]),
  component: EditBlogAgentPage,
  pendingComponent: () => <PageLoading label="Loading the blog agent…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="Update Blog Agent" actions={backLink()} />,
        errorTitle: "Failed to get blog-agent.",
        notFound: { title: "Blog agent not found", body: <p>This blog agent is not in your account. It may have been deleted.</p> },
      }}
    />
  ),
});

function backLink() {
  return (
    <Link to="/add-service/manage-blog-agent" className="btn btn-secondary">
      Back to Blog Agents
    </Link>
  );
}

function EditBlogAgentPage() {
  const { id } = Route.useParams();
  const { data: agent } = useSuspenseQuery(blogAgentQueryOptions(id));
  return (
    <>
      <PageHeader title="Update Blog Agent" description={agent.name} actions={backLink()} />
      <section className="card">
        <BlogAgentForm key={agent.id} domainId={agent.userDomainId} agent={agent} />
      </section>
    </>
  );
}
