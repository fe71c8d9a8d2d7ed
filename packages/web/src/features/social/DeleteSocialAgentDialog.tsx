import { DeleteAgentDialog } from "../services/DeleteAgentDialog";
import { deleteSocialAgent } from "./social-actions";
import { DELETE_AGENT_FAILED_MESSAGE } from "./social-messages";
import { SOCIAL_AGENTS_QUERY_KEY, socialAgentQueryOptions } from "./social-queries";

/** Asks before deleting an agent and its videos; while its videos are being made the server refuses, and says so. */
export function DeleteSocialAgentDialog({ agent, onClose }: { agent: { bot_id: string; name: string } | null; onClose: () => void }) {
  if (!agent) return null;
  const deletion = {
    title: "Delete Social Media Agent",
    failedMessage: DELETE_AGENT_FAILED_MESSAGE,
    deleted: { title: "Social media agent deleted", message: `${agent.name} and its videos are gone.` },
    remove: () => deleteSocialAgent(agent.bot_id),
    agentQueryKey: socialAgentQueryOptions(agent.bot_id).queryKey,
    listQueryKey: SOCIAL_AGENTS_QUERY_KEY,
    children: "Its videos are deleted with it; posts already on Instagram stay there. This cannot be undone.",
  };
  return <DeleteAgentDialog key={agent.bot_id} deletion={deletion} name={agent.name} onClose={onClose} />;
}
