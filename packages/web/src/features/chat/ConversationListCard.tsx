import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "../../components/ui/DataTable";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListCard } from "../../components/ui/ListCard";
import type { UrlPaging } from "../../hooks/use-url-list";
import { formatDateTime } from "../../lib/date-format";
import { Button } from "../../components/ui/Button";
import { conversationsQueryOptions } from "./chat-queries";
import { channelLabel } from "./conversation-format";
import { TranscriptDialog } from "./TranscriptDialog";
import "./chat.css";

interface Reading {
  id: string;
  question: string;
}

/** An agent's conversations, newest first, each opening its transcript. */
export function ConversationListCard({ agentId, paging }: { agentId: string; paging: UrlPaging }) {
  const query = useQuery(conversationsQueryOptions(agentId, paging.page, paging.limit));
  const [reading, setReading] = useState<Reading | null>(null);
  return (
    <ListCard
      title="Conversations"
      subtitle="Visitors on your site and your own tries, newest first."
      query={query}
      paging={paging}
      loadingLabel="Loading conversations…"
      errorTitle="Conversations could not be loaded"
      empty={
        <EmptyState icon="mail" title="No conversations yet">
          <p>When a visitor asks the agent a question, or you try it, the conversation shows here.</p>
        </EmptyState>
      }
      listName="This agent's conversation list"
      pagesLabel="Conversation list pages"
      sizeLabel="Rows per page"
      dialogs={reading && <TranscriptDialog agentId={agentId} conversationId={reading.id} title={reading.question} onClose={() => setReading(null)} />}
    >
      {(list) => (
        <DataTable
          list={list}
          name="Conversation"
          caption="Conversations, newest first"
          columns={[
            { header: "First question", className: "wide-cell", cell: (row) => row.first_question || "No question" },
            { header: "Channel", cell: (row) => channelLabel(row.channel) },
            { header: "Started", cell: (row) => <time dateTime={row.started_at}>{formatDateTime(row.started_at)}</time> },
            { header: "Last message", cell: (row) => <time dateTime={row.last_at}>{formatDateTime(row.last_at)}</time> },
            { header: "Answers", numeric: true, cell: (row) => row.answers },
            { header: "Credits", numeric: true, cell: (row) => row.credits },
          ]}
          actions={{
            cell: (row) => (
              <Button variant="secondary" size="sm" onClick={() => setReading({ id: row.id, question: row.first_question })}>
                Read<span className="visually-hidden"> the conversation “{row.first_question}”</span>
              </Button>
            ),
          }}
        />
      )}
    </ListCard>
  );
}
