import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import type { SocialAgent } from "./social-queries";

/** One agent's row actions; each names its agent for screen readers, as the rows' buttons read alike. */
export function SocialAgentActions({ agent, onDelete }: { agent: SocialAgent; onDelete: (agent: SocialAgent) => void }) {
  const name = <span className="visually-hidden"> {agent.name}</span>;
  return (
    <div className="social-actions">
      <Link to="/add-service/view-social-content/$id" params={{ id: agent.bot_id }} className="btn btn-secondary btn-sm">
        View{name}
      </Link>
      <Link to="/add-service/edit-social-agent/$id" params={{ id: agent.bot_id }} className="btn btn-secondary btn-sm">
        Edit{name}
      </Link>
      <Button variant="ghost" size="sm" onClick={() => onDelete(agent)}>
        Delete{name}
      </Button>
    </div>
  );
}
