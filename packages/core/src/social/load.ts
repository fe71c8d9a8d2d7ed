import { useUserId } from "../actor";
import { VisibleError } from "../error";
import { SocialAgentEntity, type SocialAgentItem } from "./agent.entity";
import { loadContent } from "./content-status";
import type { SocialContentItem } from "./content.entity";

export const socialAgentNotFound = () => new VisibleError("not_found", "not_found", "Social agent not found");
export const socialContentNotFound = () => new VisibleError("not_found", "not_found", "Content not found");

const AGENT_ID = /^soc_[0-9a-z]{26}$/;
const CONTENT_ID = /^scn_[0-9a-z]{26}$/;

/** The signed-in user's agent, or 404: another user's id looks exactly like a missing one. */
export async function loadAgent(agentId: string, userId = useUserId()): Promise<SocialAgentItem> {
  if (!AGENT_ID.test(agentId)) throw socialAgentNotFound();
  const { data } = await SocialAgentEntity.get({ userId, agentId }).go({ consistent: true });
  if (!data) throw socialAgentNotFound();
  return data;
}

/** The signed-in user's video, or 404 as for the agent. */
export async function loadOwnContent(contentId: string, userId = useUserId()): Promise<SocialContentItem> {
  const content = CONTENT_ID.test(contentId) ? await loadContent(userId, contentId) : undefined;
  if (!content) throw socialContentNotFound();
  return content;
}
