import { DetailItem } from "../../components/ui/DetailList";
import { Card } from "../../components/ui/Card";
import { formatDateTime } from "../../lib/date-format";
import { blogOutput, creditStory, isOfflineWork, isUnpublished, publishError, runKindLabel, runMaker, runTriggerLabel } from "./activity-format";
import { SampleTextNote } from "../writer/SampleTextNote";
import { PublishAgainButton } from "./PublishAgainButton";
import { RunResultLink } from "./RunResultLink";
import { RunProgress } from "./RunProgress";
import { RunStatusBadge } from "./RunStatusBadge";
import type { Run } from "./use-run-progress";
import "./activity.css";

/** Everything a run records: its progress and steps, what it made, its credits and how it ran. */
export function RunDetail({ run }: { run: Run }) {
  const post = run.kind === "blog" ? blogOutput(run.output) : null;
  return (
    <div className="run-detail">
      <div className="run-detail-main">
        <Card title="Progress" actions={<RunStatusBadge run={run} />}>
          {isOfflineWork(run) && (
            <p>
              <SampleTextNote plain />
            </p>
          )}
          <RunProgress run={run} label={`Progress of the ${runKindLabel(run.kind).toLowerCase()} run`} succeeded={<Made run={run} />} />
        </Card>
        {isUnpublished(run) && <NotPublishedCard run={run} />}
        <Card title="Steps" subtitle="What the run did, in order.">
          {run.steps.length > 0 ? (
            <ol className="run-steps">
              {run.steps.map((step, index) => (
                <li key={`${step.name}-${index}`}>
                  <span className="run-step-name">{step.name}</span>{" "}
                  <time className="run-step-time" dateTime={step.at}>
                    {formatDateTime(step.at)}
                  </time>
                  {step.detail && <p className="run-step-detail">{step.detail}</p>}
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">{run.status === "queued" ? "No steps yet: the run is waiting to start." : "The run recorded no steps."}</p>
          )}
        </Card>
        {post && (
          <Card title="What it made">
            <dl className="detail-list">
              <DetailItem term="Post">
                {isUnpublished(run) ? <>{keptTitle(run) ?? "The post"}: written and kept, not on your site yet.</> : <Made run={run} />}
              </DetailItem>
              {post.postId !== null && <DetailItem term="WordPress post ID">{post.postId}</DetailItem>}
              {post.contentId && <DetailItem term="Content ID">{post.contentId}</DetailItem>}
            </dl>
          </Card>
        )}
      </div>
      <div className="run-detail-side">
        <Card title="Credits">
          <ul className="run-credit-story">
            {creditStory(run).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
        <Card title="Details">
          <dl className="detail-list">
            <DetailItem term="Kind">{runKindLabel(run.kind)}</DetailItem>
            {run.subject && <DetailItem term="Work">{run.subject}</DetailItem>}
            <DetailItem term="Started by">{runTriggerLabel(run.trigger)}</DetailItem>
            <DetailItem term="Agent">
              <code>{run.agent_id}</code>
            </DetailItem>
            <DetailItem term="AI provider and model">{runMaker(run)}</DetailItem>
            <DetailItem term="Attempts">{run.attempts}</DetailItem>
            <DetailItem term="Queued">{formatDateTime(run.created_at)}</DetailItem>
            <DetailItem term="Started">{run.started_at ? formatDateTime(run.started_at) : "Not started"}</DetailItem>
            <DetailItem term="Finished">{run.finished_at ? formatDateTime(run.finished_at) : "Not finished"}</DetailItem>
            <DetailItem term="Run ID">
              <code>{run.id}</code>
            </DetailItem>
          </dl>
        </Card>
      </div>
    </div>
  );
}

const keptTitle = (run: Run) => (typeof run.output?.title === "string" && run.output.title ? run.output.title : null);

/** What a run made that its site refused: kept, paid for, and one click from being sent again. */
function NotPublishedCard({ run }: { run: Run }) {
  const title = keptTitle(run);
  const what = run.kind === "blog" ? "post" : "rewrite";
  return (
    <Card title="Written, not published" actions={<PublishAgainButton runId={run.id} />}>
      <p>
        The {what}
        {title ? <> &ldquo;{title}&rdquo;</> : null} was written and scored, so its credits were kept, and we keep it for you. Your site said:
      </p>
      <blockquote className="run-refusal">{publishError(run)}</blockquote>
      <p>Fix that on your site, then publish it again: there is no charge for that.</p>
    </Card>
  );
}

/** What the run made, one click away; work its site refused has its own card to send it again. */
function Made({ run }: { run: Run }) {
  if (isUnpublished(run)) return null;
  return run.result ? <RunResultLink result={run.result} /> : <>Finished.</>;
}
