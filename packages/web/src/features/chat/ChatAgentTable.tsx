import { DataTable } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { createdAgo } from "../../lib/date-format";
import type { ChatAgent } from "./chat-queries";
import { ChatAgentActions } from "./ChatAgentActions";
import { ChatStatusBadge } from "./ChatStatusBadge";
import "./chat.css";

interface ChatAgentTableProps {
  list: ListPage<ChatAgent & { id: string }>;
  onTry: (agent: ChatAgent) => void;
  onDelete: (agent: ChatAgent) => void;
}

export function ChatAgentTable({ list, onTry, onDelete }: ChatAgentTableProps) {
  return (
    <DataTable
      list={list}
      name="Chat agent"
      caption="Your chat agents"
      columns={[
        {
          header: "Name",
          className: "wide-cell",
          cell: (agent) => (
            <>
              <span className="chat-agent-name">{agent.name}</span>
              <span className="cell-note">
                {agent.with_document ? `${agent.document_name ?? "PDF"}${agent.use_site_pages ? " and the site's pages" : ""}` : "The site's pages"}
              </span>
            </>
          ),
        },
        { header: "Status", cell: (agent) => <ChatStatusBadge status={agent.list_status} /> },
        { header: "Responses", numeric: true, cell: (agent) => agent.count_response },
        { header: "Credits spent", numeric: true, cell: (agent) => agent.credits_spent },
        { header: "Created", cell: (agent) => <time dateTime={agent.created_at}>{createdAgo(agent.created_at)}</time> },
      ]}
      actions={{ className: "chat-actions-cell", cell: (agent) => <ChatAgentActions agent={agent} onTry={onTry} onDelete={onDelete} /> }}
    />
  );
}
