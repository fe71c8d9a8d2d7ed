import { VisibleError } from "../error";

/**
 * A failure the owner can act on: the run ends for good and `reason`, a sentence they can read, is its error. Every
 * agent's owner-facing failures are (or extend) this one type, so the runner and the agents read the reason alike.
 */
export class RunFailure extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = "RunFailure";
  }
}

/** The sentence to record for a failure a site owner can act on; undefined for our own passing faults (the queue tries again). */
export function ownerReason(error: unknown): string | undefined {
  if (error instanceof RunFailure) return error.reason;
  if (error instanceof VisibleError) return error.kind === "unavailable" ? undefined : error.message;
  return undefined;
}
