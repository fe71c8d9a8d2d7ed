import { Link } from "@tanstack/react-router";
import { Card } from "../../components/ui/Card";
import { DetailItem } from "../../components/ui/DetailList";
import type { ChatAgent } from "./chat-queries";

/** What the agent has done so far and what it cost. */
export function ChatFiguresCard({ agent }: { agent: ChatAgent }) {
  return (
    <Card
      title="Figures"
      actions={
        <Link to="/add-service/chat-conversations/$agentId" params={{ agentId: agent.bot_id }} className="btn btn-secondary btn-sm">
          Conversations
        </Link>
      }
    >
      <dl className="detail-list">
        <DetailItem term="Answers given">{agent.count_response}</DetailItem>
        <DetailItem term="Credits spent">{agent.credits_spent}</DetailItem>
      </dl>
    </Card>
  );
}
