import { DataTable } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { createdAgo, formatInZone } from "../../lib/date-format";
import type { BlogAgent } from "./blog-queries";
import { BlogAgentActions } from "./BlogAgentActions";
import { BlogAgentStatusBadge } from "./BlogAgentStatusBadge";
import type { BlogRunNow } from "./use-blog-run-now";
import "./blog.css";

interface BlogAgentTableProps {
  list: ListPage<BlogAgent>;
  runNow: BlogRunNow;
  onDelete: (agent: BlogAgent) => void;
}

export function BlogAgentTable({ list, runNow, onDelete }: BlogAgentTableProps) {
  return (
    <DataTable
      list={list}
      name="Blog agent"
      caption="Your blog agents"
      columns={[
        {
          header: "Campaign",
          className: "wide-cell",
          cell: (agent) => (
            <>
              <span className="blog-agent-name">{agent.name}</span>
              <span className="cell-note">{agent.keywords.join(", ")}</span>
            </>
          ),
        },
        { header: "Status", cell: (agent) => <BlogAgentStatusBadge status={agent.list_status} /> },
        {
          header: "Schedule",
          className: "blog-wrap-cell",
          cell: (agent) => (
            <>
              {agent.frequency_description} at {agent.time}
              <span className="cell-note">
                {agent.next_run_at ? `Next: ${formatInZone(agent.next_run_at, agent.timezone)} (${agent.timezone})` : "Paused: no post is due"}
              </span>
            </>
          ),
        },
        { header: "Created", cell: (agent) => <time dateTime={agent.createdAt}>{createdAgo(agent.createdAt)}</time> },
      ]}
      actions={{
        className: "blog-actions-cell",
        cell: (agent) => <BlogAgentActions agent={agent} runNow={runNow} onDelete={onDelete} />,
      }}
    />
  );
}
