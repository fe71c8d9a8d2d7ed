import { runBadge } from "./activity-format";
import type { RunStatus } from "./activity-search";

export function RunStatusBadge({ run }: { run: { status: RunStatus; output: Record<string, unknown> | null } }) {
  const { label, tone } = runBadge(run);
  return <span className={`badge badge-${tone}`}>{label}</span>;
}
