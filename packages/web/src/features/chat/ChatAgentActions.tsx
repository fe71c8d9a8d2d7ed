import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import type { ChatAgent } from "./chat-queries";

interface ChatAgentActionsProps {
  agent: ChatAgent;
  onTry: (agent: ChatAgent) => void;
  onDelete: (agent: ChatAgent) => void;
}

/** One agent's row actions; each names its agent for screen readers, as the row's buttons read alike. */
export function ChatAgentActions({ agent, onTry, onDelete }: ChatAgentActionsProps) {
  const name = <span className="visually-hidden"> {agent.name}</span>;
  return (
    <div className="chat-actions">
      <Button size="sm" onClick={() => onTry(agent)}>
        Try chat{name}
      </Button>
      <Link to="/add-service/edit-chat-agent/$agentId" params={{ agentId: agent.bot_id }} className="btn btn-secondary btn-sm">
        Edit{name}
      </Link>
      <Link to="/add-service/chat-conversations/$agentId" params={{ agentId: agent.bot_id }} className="btn btn-secondary btn-sm">
        Conversations{name}
      </Link>
      <Button variant="ghost" size="sm" onClick={() => onDelete(agent)}>
        Delete{name}
      </Button>
    </div>
  );
}
