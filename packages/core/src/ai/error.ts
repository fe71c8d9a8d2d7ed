import { RunFailure } from "../job/failure";

/** A failed AI call; `reason` is a sentence a site owner can read, shown as the run's error. */
export class AiError extends RunFailure {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = "AiError";
  }
}
