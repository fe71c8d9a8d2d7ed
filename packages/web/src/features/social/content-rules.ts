import type { SocialContentStatus } from "./social-search";

/** A row action: offered, offered but not now, or not offered at all. */
export type ActionState = "shown" | "disabled" | "hidden";

export interface ContentActionStates {
  watch: ActionState;
  instagram: ActionState;
  remove: ActionState;
}

const IN_FLIGHT: readonly SocialContentStatus[] = ["generating", "processing", "uploading"];

/** A video still being made or sent: its row looks again until it is done. */
export const isInFlight = (status: SocialContentStatus) => IN_FLIGHT.includes(status);

/**
 * The spec's rules for a video's row: while it is being made (generating, processing) nothing is offered; a failed
 * one can be watched and published only if its video exists, and deleted always; while it uploads (to storage, or
 * to Instagram) publishing and deleting wait.
 */
export function contentActions({ status, video }: { status: SocialContentStatus; video: string | null }): ContentActionStates {
  const watchable: ActionState = video ? "shown" : "hidden";
  switch (status) {
    case "generating":
    case "processing":
      return { watch: "hidden", instagram: "hidden", remove: "hidden" };
    case "uploading":
      return { watch: watchable, instagram: video ? "disabled" : "hidden", remove: "disabled" };
    case "fail":
    case "done":
    case "published":
      return { watch: watchable, instagram: watchable, remove: "shown" };
  }
}

/** What a video in flight is doing, in words; a video that exists already is on its way to Instagram. */
export function progressWords({ status, video }: { status: SocialContentStatus; video: string | null }): string | null {
  if (status === "generating") return "Writing the script and recording the narration…";
  if (status === "processing") return "Rendering the video…";
  if (status === "uploading") return video ? "Publishing to Instagram…" : "Saving the video…";
  return null;
}
