import type { ChatFilter } from "./chat-search";

const BADGES: Record<ChatFilter, { className: string; label: string }> = {
  active: { className: "badge badge-success", label: "Active" },
  generating: { className: "badge badge-warning", label: "Generating" },
  paused: { className: "badge badge-danger", label: "Paused" },
};

/** The list's status: active green, generating yellow, paused red, always with its word. */
export function ChatStatusBadge({ status }: { status: ChatFilter }) {
  const badge = BADGES[status];
  return <span className={badge.className}>{badge.label}</span>;
}
