import { createFileRoute } from "@tanstack/react-router";
import { DomainListCard } from "../../../features/domains/DomainListCard";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useUrlList } from "../../../hooks/use-url-list";
import { listLoader, listRouteOptions } from "../../../lib/list-route";
import { parseListSearch } from "../../../lib/list-search";
import { domainsQueryOptions } from "../../../features/domains/domain-queries";

export const Route = createFileRoute("/_app/domain-manager/")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  ...listRouteOptions(parseListSearch),
  loader: listLoader(domainsQueryOptions),
  component: DomainManagerPage,
});

function DomainManagerPage() {
  const list = useUrlList(Route.useSearch(), Route.useNavigate());
  return (
    <>
      <PageHeader title="Domain Manager" description="The websites connected to your account, and the one every page works on." />
      <DomainListCard list={list} />
    </>
  );
}
