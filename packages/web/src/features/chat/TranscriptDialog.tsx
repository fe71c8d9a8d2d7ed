import { useQuery } from "@tanstack/react-query";
import { Modal } from "../../components/ui/Modal";
import { ListLoadError } from "../../components/ui/ListStates";
import { Spinner } from "../../components/ui/Spinner";
import { formatDateTime } from "../../lib/date-format";
import { conversationQueryOptions } from "./chat-queries";
import { answersLabel, channelLabel, creditsLabel } from "./conversation-format";
import { SourceNote } from "./SourceNote";
import "./chat.css";

interface TranscriptDialogProps {
  agentId: string;
  conversationId: string;
  title: string;
  onClose: () => void;
}

/** One conversation, message by message, with where each answer came from. */
export function TranscriptDialog({ agentId, conversationId, title, onClose }: TranscriptDialogProps) {
  const query = useQuery(conversationQueryOptions(agentId, conversationId));
  return (
    <Modal open title={title || "Conversation"} size="md" onClose={onClose}>
      {query.isPending && <Spinner label="Loading the conversation…" />}
      {query.isError && (
        <ListLoadError title="The conversation could not be loaded" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      )}
      {query.data && (
        <div className="stack">
          <p className="chat-muted">
            {channelLabel(query.data.channel)} · {formatDateTime(query.data.started_at)} · {answersLabel(query.data.answers)} ·{" "}
            {creditsLabel(query.data.credits)}
          </p>
          <ol className="chat-transcript" aria-label="Messages">
            {query.data.messages.map((message, index) => (
              <li key={index} className={message.role === "bot" ? "chat-line is-bot" : "chat-line is-visitor"}>
                <span className="chat-line-meta">
                  {message.role === "bot" ? "Agent" : "Visitor"} · <time dateTime={message.at}>{formatDateTime(message.at)}</time>
                </span>
                <p className="chat-bubble">{message.content}</p>
                {message.source && <SourceNote source={message.source} sources={message.sources} />}
              </li>
            ))}
          </ol>
        </div>
      )}
    </Modal>
  );
}
