import { runStatusLabel, runStatusTone } from "./activity-format";
import type { RunStatus } from "./activity-search";

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return <span className={`badge badge-${runStatusTone(status)}`}>{runStatusLabel(status)}</span>;
}
