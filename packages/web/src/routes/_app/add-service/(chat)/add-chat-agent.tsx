import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useStore } from "../../../../hooks/use-store";
import { AddChatAgentForm } from "../../../../features/chat/AddChatAgentForm";
import { domainStore } from "../../../../features/domains/domains";
import { NoDomainSelected } from "../../../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/add-service/(chat)/add-chat-agent")({
  component: AddChatAgentPage,
});

function AddChatAgentPage() {
  const { selected } = useStore(domainStore);
  return (
    <>
      <PageHeader title="Add Chat Agent" description="A chat bubble for your site that answers from a PDF and your pages." />
      <section className="card">{selected ? <AddChatAgentForm key={selected.id} domain={selected} /> : <NoDomainSelected what="chat agents" />}</section>
    </>
  );
}
