import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { domainStore } from "../../../../features/domains/domains";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";
import { emptyAgentValues } from "../../../../features/social/agent-form";
import { SocialAgentForm } from "../../../../features/social/SocialAgentForm";

export const Route = createFileRoute("/_app/add-service/(social)/add-social-agent")({
  component: AddSocialAgentPage,
});

function AddSocialAgentPage() {
  const { selected } = useStore(domainStore);
  return (
    <>
      <PageHeader title="Add Social Media Agent" description="A narrator that turns your blog posts into short videos for Instagram." />
      <section className="card">
        {selected ? <SocialAgentForm key={selected.id} initial={() => emptyAgentValues(selected.id)} /> : <NoDomainSelected what="social media agents" />}
      </section>
    </>
  );
}
