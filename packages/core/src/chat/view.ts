import { type ChatAgentItem, dailyCreditLimitOf, leadCaptureOf, leadConsentTextOf } from "./agent.entity";
import { fileUrl } from "./file-url";
import type { ChatListStatus } from "./schema";

const iso = (epoch: number | undefined) => (epoch === undefined ? null : new Date(epoch).toISOString());

/** Paused is the owner's choice; generating says the answers wait for the knowledge being built. */
export const listStatus = (agent: Pick<ChatAgentItem, "active" | "knowledgeStatus">): ChatListStatus =>
  !agent.active ? "paused" : agent.knowledgeStatus === "generating" ? "generating" : "active";

export interface ChatAgentFacts {
  /** The domain's name as the list shows it. */
  blogName: string;
  answers: number;
  credits: number;
  /** Whether this agent is the one the WordPress plugin shows on the site. */
  siteWidget: boolean;
}

/** A chat agent in the spec's field names, with what it knows and how much it has answered. */
export function agentView(agent: ChatAgentItem, facts: ChatAgentFacts) {
  return {
    bot_id: agent.agentId,
    name: agent.name,
    status: agent.active ? ("active" as const) : ("inactive" as const),
    list_status: listStatus(agent),
    blog_id: agent.domainId,
    blog_name: facts.blogName,
    count_response: facts.answers,
    credits_spent: facts.credits,
    created_at: new Date(agent.createdAt).toISOString(),
    updated_at: new Date(agent.updatedAt).toISOString(),
    colors: agent.colors,
    position: agent.position,
    avatar_bot: agent.avatarBotKey ? fileUrl(agent.avatarBotKey) : null,
    avatar_user: agent.avatarUserKey ? fileUrl(agent.avatarUserKey) : null,
    intro_text: agent.introText,
    button_text: agent.buttonText,
    with_document: Boolean(agent.documentKey),
    document_url: agent.documentKey ? fileUrl(agent.documentKey) : null,
    document_name: agent.documentName ?? null,
    document_pages: agent.documentPages ?? null,
    use_site_pages: agent.useSitePages,
    daily_credit_limit: dailyCreditLimitOf(agent),
    lead_capture: leadCaptureOf(agent),
    lead_consent_text: leadConsentTextOf(agent),
    widget_key: agent.widgetKey,
    site_widget: facts.siteWidget,
    knowledge: {
      status: agent.knowledgeStatus,
      error: agent.knowledgeError ?? null,
      passages: agent.knowledgePassages,
      sources: agent.knowledgeSources,
      built_at: iso(agent.knowledgeBuiltAt),
      run_id: agent.knowledgeRunId ?? null,
    },
  };
}

export type ChatAgentView = ReturnType<typeof agentView>;
