import type { SocialAgentFilter, SocialContentStatus } from "./social-search";

const AGENT_BADGES: Record<SocialAgentFilter, { className: string; label: string }> = {
  active: { className: "badge badge-success", label: "Active" },
  generating: { className: "badge badge-warning", label: "Generating" },
  paused: { className: "badge badge-danger", label: "Paused" },
};

const CONTENT_BADGES: Record<SocialContentStatus, { className: string; label: string }> = {
  generating: { className: "badge badge-warning", label: "Generating" },
  processing: { className: "badge badge-warning", label: "Processing" },
  uploading: { className: "badge badge-info", label: "Uploading" },
  done: { className: "badge badge-success", label: "Done" },
  published: { className: "badge badge-success", label: "Published" },
  fail: { className: "badge badge-danger", label: "Failed" },
};

/** An agent as the list shows it: active green, generating yellow, paused red, always with its word. */
export function SocialAgentStatusBadge({ status }: { status: SocialAgentFilter }) {
  const badge = AGENT_BADGES[status];
  return <span className={badge.className}>{badge.label}</span>;
}

export function ContentStatusBadge({ status }: { status: SocialContentStatus }) {
  const badge = CONTENT_BADGES[status];
  return <span className={badge.className}>{badge.label}</span>;
}
