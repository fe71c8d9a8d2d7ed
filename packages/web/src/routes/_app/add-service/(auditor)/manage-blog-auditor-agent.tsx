import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { useUrlList } from "../../../../hooks/use-url-list";
import { parseListSearch } from "../../../../lib/list-search";
import { OlderAuditorView } from "../../../../features/auditor/OlderAuditorView";
import { domainStore } from "../../../../features/domains/domains";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/add-service/(auditor)/manage-blog-auditor-agent")({
  validateSearch: parseListSearch,
  component: ManageBlogAuditorAgentPage,
});

function ManageBlogAuditorAgentPage() {
  const list = useUrlList(Route.useSearch(), Route.useNavigate());
  const { selected } = useStore(domainStore);
  return (
    <>
      <PageHeader title="Blog Auditor Agent" description="Audit the selected domain's content and see its score in one place." />
      {selected ? (
        <OlderAuditorView key={selected.id} domainId={selected.id} list={list} />
      ) : (
        <section className="card">
          <NoDomainSelected what="SEO audits" />
        </section>
      )}
    </>
  );
}
