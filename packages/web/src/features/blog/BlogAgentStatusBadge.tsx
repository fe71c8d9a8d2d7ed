import type { AgentFilter } from "./blog-search";

const BADGES: Record<AgentFilter, { className: string; label: string }> = {
  active: { className: "badge badge-success", label: "Active" },
  draft: { className: "badge badge-warning", label: "Draft" },
  paused: { className: "badge badge-danger", label: "Paused" },
};

/** The list's status: active green, draft yellow, paused red, always with its word. */
export function BlogAgentStatusBadge({ status }: { status: AgentFilter }) {
  const badge = BADGES[status];
  return <span className={badge.className}>{badge.label}</span>;
}
