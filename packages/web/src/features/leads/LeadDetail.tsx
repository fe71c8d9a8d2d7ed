import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { SelectField } from "../../components/ui/SelectField";
import { TextAreaField } from "../../components/ui/TextAreaField";
import { ApiError, messageOf } from "../../lib/api";
import { formatDateTime } from "../../lib/date-format";
import { toast } from "../../lib/toasts";
import { deleteLead, type Lead, LEADS_QUERY_KEY, replyToLead, setLeadStatus } from "./lead-queries";
import { isLeadStatus, LEAD_STATUS_OPTIONS } from "./lead-search";
import "./leads.css";

/** A lead: the question, the conversation it came from, the answer, its status, and deleting it with the visitor's address. */
export function LeadDetail({ lead }: { lead: Lead }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY });

  const reply = useMutation({
    mutationFn: () => replyToLead(lead.id, message),
    onSuccess: async () => {
      setMessage("");
      toast({ title: "Answer sent", message: `Your answer is on its way to ${lead.email}.` });
      await refresh();
    },
    onError: (failure) =>
      setError(failure instanceof ApiError ? (failure.fields?.message ?? failure.message) : messageOf(failure, "The answer could not be sent.")),
  });
  const status = useMutation({
    mutationFn: (next: Lead["status"]) => setLeadStatus(lead.id, next),
    onSuccess: refresh,
    onError: (failure) => toast({ type: "error", title: "The status could not be changed", message: messageOf(failure, "Try again.") }),
  });
  const remove = useMutation({
    mutationFn: () => deleteLead(lead.id),
    onSuccess: async () => {
      toast({ title: "Lead deleted", message: "The question and the visitor's address are gone.", keepOnNextPage: true });
      queryClient.removeQueries({ queryKey: [...LEADS_QUERY_KEY, "detail", lead.id] });
      await navigate({ to: "/leads" });
      await refresh();
    },
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError("Reply is required");
    setError(undefined);
    reply.mutate();
  };

  return (
    <div className="lead-detail">
      <section className="card" aria-labelledby="lead-question">
        <h2 id="lead-question">Question</h2>
        <blockquote className="lead-quote">{lead.question}</blockquote>
        <dl className="lead-facts">
          <dt>From</dt>
          <dd>{lead.email}</dd>
          <dt>Received</dt>
          <dd>{formatDateTime(lead.created_at)}</dd>
          {lead.page && (
            <>
              <dt>Page</dt>
              <dd className="lead-page">{lead.page}</dd>
            </>
          )}
        </dl>
        <div className="lead-actions">
          <SelectField
            label="Status"
            value={lead.status}
            options={LEAD_STATUS_OPTIONS}
            emptyLabel="Choose a status"
            disabled={status.isPending}
            onChange={(value) => isLeadStatus(value) && status.mutate(value)}
          />
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Delete lead
          </Button>
        </div>
      </section>

      <section className="card" aria-labelledby="lead-conversation">
        <h2 id="lead-conversation">Conversation</h2>
        {lead.transcript.length ? (
          <ol className="lead-transcript">
            {lead.transcript.map((line, index) => (
              <li key={index} className={`lead-line lead-line-${line.role}`}>
                <span className="lead-who">{line.role === "visitor" ? "Visitor" : "Chat"}</span>
                <p>{line.content}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p>The visitor left the question without chatting first.</p>
        )}
      </section>

      <section className="card" aria-labelledby="lead-answer">
        <h2 id="lead-answer">Answer</h2>
        {lead.reply && (
          <>
            <p className="lead-sent">Sent {lead.answered_at ? formatDateTime(lead.answered_at) : ""}:</p>
            <blockquote className="lead-quote">{lead.reply}</blockquote>
          </>
        )}
        <form onSubmit={send} noValidate>
          <TextAreaField
            label={lead.reply ? "Send another answer" : "Your answer"}
            rows={5}
            maxLength={5000}
            value={message}
            error={error}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p className="lead-hint">It goes to {lead.email} from your site's name, with the question quoted.</p>
          <Button type="submit" loading={reply.isPending}>
            Send answer
          </Button>
        </form>
      </section>

      <ConfirmDialog
        open={confirming}
        title="Delete this lead?"
        confirmLabel="Delete lead"
        pending={remove.isPending}
        failure={remove.error ? { title: "The lead could not be deleted", message: messageOf(remove.error, "Try again.") } : null}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        <p>The question, the conversation and the visitor's email address are deleted for good.</p>
      </ConfirmDialog>
    </div>
  );
}
