import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError, messageOf } from "../../lib/api";
import { APPROVALS_QUERY_KEY } from "../approvals/approval-count-queries";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { RunProgress } from "../runs/RunProgress";
import { isRunFinished, type Run, useRunProgress } from "../runs/use-run-progress";
import { BLOG_AGENTS_QUERY_KEY, BLOG_CONTENT_QUERY_KEY } from "./blog-queries";
import { SampleTextNote } from "../writer/SampleTextNote";
import { isSampleText, useWriter } from "../writer/writer-queries";
import { type BlogRunNow, type StartedRun, WRITER_NOTE_ID } from "./use-blog-run-now";
import "./blog.css";

/** Where "Run now" stands: why it could not start, or the run it started with its progress and outcome. */
export function BlogRunPanel({ runNow }: { runNow: BlogRunNow }) {
  const { started, failure, failedAgent, dismiss } = runNow;
  if (failure) {
    return (
      <div role="alert" className="blog-run-panel">
        <Callout tone="error" title={`${failedAgent ?? "The agent"} could not start`}>
          <p>{messageOf(failure, "Please try again.")}</p>
          {failure instanceof ApiError && failure.status === 402 && (
            <p>
              <Link to="/topup">Top up credits</Link>
            </p>
          )}
        </Callout>
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Dismiss
        </Button>
      </div>
    );
  }
  return (
    <>
      <WriterNote />
      {started && <StartedRunProgress key={started.runId} started={started} onDismiss={dismiss} />}
    </>
  );
}

/** Before "Run now": which writer will write the post, and, offline, that it writes sample text. */
function WriterNote() {
  const writer = useWriter();
  if (!writer) return null;
  return <p id={WRITER_NOTE_ID}>{isSampleText(writer.writer) ? <SampleTextNote plain /> : writer.note}</p>;
}

function StartedRunProgress({ started, onDismiss }: { started: StartedRun; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const { data: run, isError, error } = useRunProgress(started.runId);
  const finished = run ? isRunFinished(run) : false;

  // A finished run changed the posts, the agent's last run and the balance.
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: BLOG_CONTENT_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: BLOG_AGENTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    // A draft joined the approval queue: the sidebar's count shows it now, not at its next minute.
    if (started.draft) void queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY });
  }, [finished, queryClient, started.draft]);

  return (
    <section className="blog-run-panel" aria-label={`Run now: ${started.agentName}`}>
      <div className="blog-run-head">
        <p className="blog-run-title">
          {finished ? "Run now" : "Writing a post"} for <strong>{started.agentName}</strong>
        </p>
        <div className="button-row">
          <Link to="/activity/$id" params={{ id: started.runId }} className="btn btn-ghost btn-sm">
            View run
          </Link>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {finished ? "Close" : "Hide"}
          </Button>
        </div>
      </div>
      {run ? (
        <RunProgress run={run} label={`Writing a post for ${started.agentName}`} succeeded={<Outcome run={run} draft={started.draft} />} />
      ) : isError ? (
        <p role="alert">{messageOf(error, "The run's progress could not be read.")}</p>
      ) : (
        <Spinner label="Starting…" />
      )}
    </section>
  );
}

function Outcome({ run, draft }: { run: Run; draft: boolean }) {
  const url = typeof run.output?.post_url === "string" ? run.output.post_url : null;
  if (draft) {
    return (
      <>
        Draft waiting for approval. <Link to="/approvals">Review it in Approvals</Link>
      </>
    );
  }
  return (
    <>
      Post published.{" "}
      {url && (
        <a href={url} target="_blank" rel="noreferrer">
          Open the post<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </>
  );
}
