import { DeleteAgentDialog } from "../services/DeleteAgentDialog";
import { deleteChatAgent } from "./chat-actions";
import { DELETE_FAILED_MESSAGE } from "./chat-form";
import { CHAT_AGENTS_QUERY_KEY, chatAgentQueryOptions } from "./chat-queries";

interface Target {
  bot_id: string;
  name: string;
}

/** Asks before deleting an agent; null keeps the dialog closed. */
export function DeleteChatAgentDialog({ agent, onClose }: { agent: Target | null; onClose: () => void }) {
  if (!agent) return null;
  const deletion = {
    title: "Delete Chat Agent",
    failedMessage: DELETE_FAILED_MESSAGE,
    deleted: { title: "Chat agent deleted", message: `${agent.name} no longer answers visitors.` },
    remove: () => deleteChatAgent(agent.bot_id),
    agentQueryKey: chatAgentQueryOptions(agent.bot_id).queryKey,
    listQueryKey: CHAT_AGENTS_QUERY_KEY,
    children: "It stops answering and its bubble leaves your site. This cannot be undone.",
  };
  return <DeleteAgentDialog key={agent.bot_id} deletion={deletion} name={agent.name} onClose={onClose} />;
}
