import { RunFailure } from "../../job/failure";

export type KieFailure = "not_configured" | "auth" | "out_of_credits" | "refused" | "not_found" | "timeout" | "rate_limited" | "unavailable" | "download";

/** Failures that may pass if the same request is made again a little later. */
export const isTransient = (error: unknown) => error instanceof KieError && (error.code === "rate_limited" || error.code === "unavailable");

/**
 * A scene the video model did not deliver. `reason` is a sentence a site owner can act on; the job
 * runner records it as the run's error. `taskIds` are the tasks created before it failed.
 */
export class KieError extends RunFailure {
  constructor(
    readonly code: KieFailure,
    reason: string,
    readonly taskIds: string[] = [],
  ) {
    super(reason);
    this.name = "KieError";
  }
}
