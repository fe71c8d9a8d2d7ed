/** A run's credits in the ledger: its hold, then its capture or its release, which always gives back the whole hold. */
const STEPS = ["hold", "capture", "release"] as const;
type RunStep = (typeof STEPS)[number];

export const runLedgerId = (step: RunStep, runId: string) => `${step}_${runId}`;

/** The run and step a ledger id records, or null for any other change (a top-up, a chat pool's fill). */
export function runStepOf(ledgerId: string): { step: RunStep; runId: string } | null {
  const split = ledgerId.indexOf("_");
  const step = ledgerId.slice(0, split) as RunStep;
  return split > 0 && STEPS.includes(step) ? { step, runId: ledgerId.slice(split + 1) } : null;
}

/**
 * Ledger rows the credit history leaves out once a change is applied: a release hides itself and
 * its hold; a capture (of 0 credits, marking the hold final) hides itself, its hold showing as the charge.
 */
export function hiddenBy(ledgerId: string) {
  const step = runStepOf(ledgerId)?.step;
  return step === "release" ? 2 : step === "capture" ? 1 : 0;
}
