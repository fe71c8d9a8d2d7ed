import { runStepOf } from "./run-ledger";

export const SUMMARY_WINDOW_DAYS = 30;

interface SummaryRow {
  ledgerId: string;
  credits: number;
}

/**
 * Credits held by runs that have not finished, from the ledger read newest first. A run's capture
 * or release is newer than its hold, so by the time a hold is read its outcome (if any) has been seen.
 */
export function heldBy(newestFirst: Iterable<SummaryRow>): number {
  const settled = new Set<string>();
  let held = 0;
  for (const row of newestFirst) {
    const run = runStepOf(row.ledgerId);
    if (run?.step === "capture" || run?.step === "release") settled.add(run.runId);
    else if (run?.step === "hold" && !settled.has(run.runId)) held += -row.credits;
  }
  return held;
}
