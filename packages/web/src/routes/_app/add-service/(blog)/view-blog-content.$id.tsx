import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { RouteError } from "../../../../components/ui/RouteStates";
import { resolvePage } from "../../../../lib/pagination";
import { blogAgentQueryOptions, blogContentQueryOptions } from "../../../../features/blog/blog-queries";
import { parseContentSearch } from "../../../../features/blog/blog-search";
import { BlogContentView } from "../../../../features/blog/BlogContentView";
import { useFilteredList } from "../../../../hooks/use-filtered-list";

export const Route = createFileRoute("/_app/add-service/(blog)/view-blog-content/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: parseContentSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { page, limit } = resolvePage(deps);
    void context.queryClient.prefetchQuery(blogContentQueryOptions(params.id, page, limit, deps.search, deps.status));
    await context.queryClient.ensureQueryData(blogAgentQueryOptions(params.id));
  },
  component: ViewBlogContentPage,
  pendingComponent: () => <PageLoading label="Loading the blog agent…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="Generated blogs" actions={backLink()} />,
        errorTitle: "Failed to get blog-agent.",
        notFound: { title: "Blog agent not found", body: <p>This blog agent is not in your account. It may have been deleted.</p> },
      }}
    />
  ),
});

function backLink() {
  return (
    <Link to="/add-service/manage-blog-agent" className="btn btn-secondary">
      Back
    </Link>
  );
}

function ViewBlogContentPage() {
  const { id } = Route.useParams();
  const { data: agent } = useSuspenseQuery(blogAgentQueryOptions(id));
  const filtering = useFilteredList(Route.useSearch(), Route.useNavigate());
  return <BlogContentView agent={agent} filtering={filtering} back={backLink()} />;
}
