import type { Domain } from "../domains/domains";
import { displayDomain } from "../domains/domains";
import { emptyValues } from "./chat-form";
import { ChatAgentForm } from "./ChatAgentForm";

/** A new agent for the domain, its welcome naming the site. */
export function AddChatAgentForm({ domain }: { domain: Domain }) {
  return <ChatAgentForm blogId={domain.id} initial={() => emptyValues(displayDomain(domain.domain_name))} />;
}
