import type { ReactNode } from "react";
import { Button } from "../../components/ui/Button";
import { PageHeader } from "../../components/ui/PageHeader";
import { formatInZone } from "../../lib/date-format";
import type { BlogAgent } from "./blog-queries";
import type { ContentFilter } from "./blog-search";
import { BlogAgentStatusBadge } from "./BlogAgentStatusBadge";
import { BlogContentCard } from "./BlogContentCard";
import { BlogRunPanel } from "./BlogRunPanel";
import { useBlogRunNow } from "./use-blog-run-now";
import type { FilteredList } from "../../hooks/use-filtered-list";
import "./blog.css";

/** One agent's page: its schedule, Run now, and the posts it made. */
export function BlogContentView({ agent, filtering, back }: { agent: BlogAgent; filtering: FilteredList<ContentFilter>; back: ReactNode }) {
  const runNow = useBlogRunNow();
  const starting = runNow.startingId === agent.id;
  return (
    <>
      <PageHeader
        title={agent.name}
        description={
          <span className="blog-header-line">
            <BlogAgentStatusBadge status={agent.list_status} />
            <span>
              {agent.frequency_description} at {agent.time} ({agent.timezone})
              {agent.next_run_at && <> · next post {formatInZone(agent.next_run_at, agent.timezone)}</>}
            </span>
          </span>
        }
        actions={
          <div className="button-row">
            {back}
            <Button loading={starting} onClick={() => runNow.start(agent)}>
              Run now · {agent.run_cost} credits
            </Button>
          </div>
        }
      />
      <div className="stack">
        <BlogRunPanel runNow={runNow} />
        <BlogContentCard agentId={agent.id} filtering={filtering} />
      </div>
    </>
  );
}
