import { createdAgo, formatInZone } from "./blog-format";
import type { BlogAgent } from "./blog-queries";
import { BlogAgentActions } from "./BlogAgentActions";
import { BlogAgentStatusBadge } from "./BlogAgentStatusBadge";
import type { BlogRunNow } from "./use-blog-run-now";
import "../../styles/lists.css";
import "./blog.css";

interface BlogAgentTableProps {
  rows: BlogAgent[];
  page: number;
  totalPages: number;
  stale: boolean;
  runNow: BlogRunNow;
  onDelete: (agent: BlogAgent) => void;
}

export function BlogAgentTable({ rows, page, totalPages, stale, runNow, onDelete }: BlogAgentTableProps) {
  return (
    // Focusable so the keyboard can scroll it sideways; phones get one card per agent.
    <div className={stale ? "table-scroll is-stale" : "table-scroll"} role="region" aria-label="Blog agent table" tabIndex={0}>
      <table className="table table-stack" aria-busy={stale || undefined}>
        <caption className="visually-hidden">
          Your blog agents, page {page} of {totalPages}
        </caption>
        <thead>
          <tr>
            <th scope="col">Campaign</th>
            <th scope="col">Status</th>
            <th scope="col">Schedule</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((agent) => (
            <tr key={agent.id} data-testid="blog-agent-row">
              <th scope="row" className="blog-name-cell">
                <span className="blog-agent-name">{agent.name}</span>
                <span className="blog-muted blog-block">{agent.keywords.join(", ")}</span>
              </th>
              <td data-label="Status">
                <BlogAgentStatusBadge status={agent.list_status} />
              </td>
              <td data-label="Schedule" className="blog-wrap-cell">
                {agent.frequency_description} at {agent.time}
                <span className="blog-muted blog-block">
                  {agent.next_run_at ? `Next: ${formatInZone(agent.next_run_at, agent.timezone)} (${agent.timezone})` : "Paused: no post is due"}
                </span>
              </td>
              <td data-label="Created">
                <time dateTime={agent.createdAt}>{createdAgo(agent.createdAt)}</time>
              </td>
              <td className="blog-actions-cell">
                <BlogAgentActions agent={agent} runNow={runNow} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
