import type { RunItem } from "../job/view";
import { IN_FLIGHT_STATUSES } from "./content.entity";
import { loadContent, moveContent } from "./content-status";

async function contentOf(run: RunItem) {
  const { content_id: contentId } = (run.input ?? {}) as { content_id?: unknown };
  return typeof contentId === "string" ? loadContent(run.userId, contentId) : undefined;
}

/**
 * A video run that ended without succeeding, however it ended (in its worker, swept, from the
 * dead-letter queue, cancelled while queued): its video fails with the run's reason, unless the
 * video has moved on to a publishing of its own meanwhile.
 */
export async function videoRunFailed(run: RunItem, reason: string) {
  const content = await contentOf(run);
  if (!content || content.runId !== run.runId || content.publishRunId) return;
  await moveContent(content, IN_FLIGHT_STATUSES, "fail", { error: reason });
}

/** A publish run that ended without succeeding: its video stops uploading and says why; its file stays, to publish again. */
export async function publishRunFailed(run: RunItem, reason: string) {
  const content = await contentOf(run);
  if (!content || content.publishRunId !== run.runId) return;
  await moveContent(content, ["uploading"], "fail", { error: reason });
}
