import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { useStore } from "../../hooks/use-store";
import { domainStore } from "../domains/domains";
import { valuesOf } from "./chat-form";
import type { ChatAgent } from "./chat-queries";
import { ChatAgentForm } from "./ChatAgentForm";
import { ChatFiguresCard } from "./ChatFiguresCard";
import { KnowledgeCard } from "./KnowledgeCard";
import { SiteWidgetCard } from "./SiteWidgetCard";
import { TryChatDialog } from "./TryChatDialog";
import "./chat.css";

/** The edit page below its header: the settings, and beside them what the agent knows, where it shows and its figures. */
export function EditChatAgentView({ agent }: { agent: ChatAgent }) {
  const { domains } = useStore(domainStore);
  const [trying, setTrying] = useState(false);
  return (
    <div className="chat-edit-layout">
      <Card
        title="Settings"
        actions={
          <Button variant="secondary" size="sm" onClick={() => setTrying(true)}>
            Try chat
          </Button>
        }
      >
        <ChatAgentForm blogId={agent.blog_id} agentId={agent.bot_id} initial={() => valuesOf(agent)} />
      </Card>
      <div className="chat-edit-side">
        <KnowledgeCard agent={agent} />
        <SiteWidgetCard agent={agent} domain={domains.find((domain) => domain.id === agent.blog_id)} />
        <ChatFiguresCard agent={agent} />
      </div>
      {trying && <TryChatDialog agent={agent} onClose={() => setTrying(false)} />}
    </div>
  );
}
