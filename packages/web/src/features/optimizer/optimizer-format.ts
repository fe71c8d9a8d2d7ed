/** An optimization's state as the server sets it. */
export type OptimizationStatus = "processing" | "completed" | "failed";

export const STATUS_BADGES: Record<OptimizationStatus, { className: string; label: string }> = {
  completed: { className: "badge badge-success", label: "Completed" },
  processing: { className: "badge badge-info", label: "Processing" },
  failed: { className: "badge badge-danger", label: "Failed" },
};

/** While any row is still being rewritten, the list keeps looking. */
export const anyProcessing = (items: readonly { status: string }[]) => items.some((item) => item.status === "processing");

/** The score before and after the rewrite, "42 → 78"; a score not reached yet reads as a dash. */
export function scoreChange(before: number | null, after: number | null): string {
  const shown = (score: number | null) => (score === null ? "—" : String(Math.round(score)));
  return `${shown(before)} → ${shown(after)}`;
}

/** How many points the rewrite gained, signed ("+36"), or null until both scores are known. */
export function scoreGain(before: number | null, after: number | null): string | null {
  if (before === null || after === null) return null;
  const gain = Math.round(after) - Math.round(before);
  return gain > 0 ? `+${gain}` : String(gain);
}

/** A link only to a web address, never to a script or a local path the site might answer. */
export const webUrl = (url: string | null): string | null => (url && /^https?:\/\//i.test(url) ? url : null);
