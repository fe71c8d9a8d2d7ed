import { useQuery } from "@tanstack/react-query";
import { PageLoading } from "../../components/ui/PageLoading";
import { domainQueryOptions } from "../domains/domain-queries";
import type { Domain } from "../domains/domains";
import { domainAddress } from "../domains/domains";
import { emptyValues } from "./chat-form";
import { ChatAgentForm } from "./ChatAgentForm";

/** A new agent for the domain, its welcome naming the site by the website name given at onboarding (else its domain). */
export function AddChatAgentForm({ domain }: { domain: Domain }) {
  const detail = useQuery(domainQueryOptions(domain.id));
  if (detail.isPending) return <PageLoading label="Loading the site…" />;
  const site = detail.data?.website_name.trim() || domainAddress(domain);
  return <ChatAgentForm blogId={domain.id} initial={() => emptyValues(site)} />;
}
