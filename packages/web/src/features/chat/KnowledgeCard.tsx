import { Card } from "../../components/ui/Card";
import { Callout } from "../../components/ui/Callout";
import { DetailItem } from "../../components/ui/DetailList";
import { Spinner } from "../../components/ui/Spinner";
import { formatDateTime } from "../../lib/date-format";
import { RunProgress } from "../runs/RunProgress";
import { useRunProgress } from "../runs/use-run-progress";
import type { ChatAgent } from "./chat-queries";
import "./chat.css";

/** What the agent knows: the reading in progress, what it read, or why it could not. */
export function KnowledgeCard({ agent }: { agent: ChatAgent }) {
  const { knowledge } = agent;
  return (
    <Card title="Knowledge" subtitle="What the agent has read to answer from.">
      {knowledge.status === "generating" && <Reading runId={knowledge.run_id} />}
      {knowledge.status === "ready" && (
        <dl className="detail-list">
          <DetailItem term="Passages">{knowledge.passages}</DetailItem>
          <DetailItem term="Sources">{knowledge.sources}</DetailItem>
          <DetailItem term="Built">
            {knowledge.built_at ? <time dateTime={knowledge.built_at}>{formatDateTime(knowledge.built_at)}</time> : "Not yet"}
          </DetailItem>
        </dl>
      )}
      {knowledge.status === "failed" && (
        <Callout tone="error" title="The agent could not read its knowledge">
          <p>{knowledge.error || "Reading stopped before it finished."}</p>
          <p>Replace the PDF with one whose text can be selected, or check that your site is connected and has published pages, then update the agent.</p>
        </Callout>
      )}
    </Card>
  );
}

function Reading({ runId }: { runId: string | null }) {
  const { data: run } = useRunProgress(runId);
  return (
    <div className="stack" data-testid="chat-knowledge-reading">
      {run ? <RunProgress run={run} label="Reading the agent's knowledge" /> : <Spinner label="Reading its knowledge…" />}
    </div>
  );
}
