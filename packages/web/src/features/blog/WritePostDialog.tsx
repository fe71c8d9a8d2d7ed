import { MAX_KEYWORD_CHARS } from "@sitecrew/core/blog/schema";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Modal } from "../../components/ui/Modal";
import { Spinner } from "../../components/ui/Spinner";
import { TextField } from "../../components/ui/TextField";
import { ApiError, messageOf } from "../../lib/api";
import { topicOf } from "./blog-form";
import { blogAgentsQueryOptions } from "./blog-queries";
import type { BlogRunNow } from "./use-blog-run-now";

/** The most agents a domain lists here; more than the page sizes the agent list offers. */
const AGENTS_SHOWN = 100;

interface WritePostDialogProps {
  domainId: string;
  /** The question to write about; the dialog is closed without one. */
  question: string | null;
  runNow: BlogRunNow;
  onClose: () => void;
}

/** Turns an unanswered question into a post: now, with one of the domain's blog agents, or through a new agent. */
export function WritePostDialog({ domainId, question, runNow, onClose }: WritePostDialogProps) {
  const close = () => {
    // A refused start is said here; once the dialog is gone it is old news.
    if (runNow.failure) runNow.dismiss();
    onClose();
  };
  return (
    <Modal open={question !== null} title="Write a post about this" size="md" onClose={close} busy={runNow.startingId !== null}>
      {question !== null && <WritePostChoices domainId={domainId} question={question} runNow={runNow} onClose={close} />}
    </Modal>
  );
}

function WritePostChoices({ domainId, question, runNow, onClose }: { domainId: string; question: string; runNow: BlogRunNow; onClose: () => void }) {
  const id = useId();
  const agents = useQuery(blogAgentsQueryOptions(domainId, 1, AGENTS_SHOWN, undefined, undefined));
  const [topic, setTopic] = useState(() => topicOf(question));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [topicError, setTopicError] = useState<string | undefined>();
  const list = agents.data?.data ?? [];
  const chosen = list.find((agent) => agent.id === chosenId) ?? list[0];
  const starting = runNow.startingId !== null;

  const run = () => {
    const trimmed = topic.trim();
    if (!trimmed) {
      setTopicError("Topic is required");
      return;
    }
    if (chosen) runNow.start(chosen, trimmed);
  };

  return (
    <div className="stack">
      <p>
        Visitors asked: <q className="gap-question">{question}</q>
      </p>
      <section className="stack write-post-option" aria-labelledby={`${id}-now`}>
        <h3 id={`${id}-now`} className="chart-title">
          Write it now with a blog agent
        </h3>
        {agents.isPending ? (
          <Spinner label="Loading blog agents…" />
        ) : agents.isError ? (
          <p role="alert">{messageOf(agents.error, "Blog agents could not be loaded.")}</p>
        ) : list.length === 0 ? (
          <p className="card-note">This domain has no blog agent yet: set one up below.</p>
        ) : (
          <>
            <TextField
              label="Topic"
              value={topic}
              maxLength={MAX_KEYWORD_CHARS}
              hint={`The post is written about this instead of the agent's next keyword. Up to ${MAX_KEYWORD_CHARS} characters.`}
              error={topicError}
              onChange={(event) => {
                setTopic(event.target.value);
                setTopicError(undefined);
              }}
              disabled={starting}
              autoFocusInDialog
            />
            <fieldset className="field choice-group" disabled={starting}>
              <legend className="field-label">Blog agent</legend>
              <div className="choices">
                {list.map((agent) => (
                  <label key={agent.id} className="choice">
                    <input type="radio" name={`${id}-agent`} value={agent.id} checked={agent.id === chosen?.id} onChange={() => setChosenId(agent.id)} />
                    <span>
                      {agent.name}
                      <span className="choice-hint">{agent.status === "draft" ? "Leaves a draft for your approval" : "Publishes the post"}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {runNow.failure && (
              <div role="alert">
                <Callout tone="error" title={`${runNow.failedAgent ?? "The agent"} could not start`}>
                  <p>{messageOf(runNow.failure, "Please try again.")}</p>
                  {runNow.failure instanceof ApiError && runNow.failure.status === 402 && (
                    <p>
                      <Link to="/topup">Top up credits</Link>
                    </p>
                  )}
                </Callout>
              </div>
            )}
            <div className="modal-actions">
              <Button loading={starting} onClick={run}>
                Run now
              </Button>
            </div>
          </>
        )}
      </section>
      <section className="stack write-post-option" aria-labelledby={`${id}-new`}>
        <h3 id={`${id}-new`} className="chart-title">
          Or set up a blog agent for it
        </h3>
        <p className="card-note">The form opens with the question as its first keyword.</p>
        <div className="modal-actions">
          <Link to="/add-service/add-blog-agent" search={{ topic: question }} className="btn btn-secondary" onClick={onClose}>
            Open the blog agent form
          </Link>
        </div>
      </section>
    </div>
  );
}
