import type { LedgerKind } from "./credit.entity";
import type { CreditSummary } from "./schema";

export const SUMMARY_WINDOW_DAYS = 30;

interface SummaryRow {
  ledgerId: string;
  kind: LedgerKind;
  credits: number;
}

const runOf = (ledgerId: string) => ledgerId.slice(ledgerId.indexOf("_") + 1);

/**
 * Folds the window's ledger items, newest first. A run's capture or release is newer than its hold,
 * so by the time a hold is read its outcome (if any) has been seen.
 */
export function summarize(balance: number, newestFirst: Iterable<SummaryRow>): CreditSummary {
  const settled = new Map<string, "capture" | "release">();
  const summary: CreditSummary = { balance, spent_30d: 0, added_30d: 0, held: 0 };
  for (const row of newestFirst) {
    // A chat agent's pool is filled ahead of its answers and gives back what they did not use
    // within about 30 minutes: fills count as spent, returns take their share back.
    if (row.ledgerId.startsWith("chatfill_")) summary.spent_30d += -row.credits;
    else if (row.ledgerId.startsWith("chatreturn_")) summary.spent_30d -= row.credits;
    else if (row.kind === "capture" || row.kind === "release") settled.set(runOf(row.ledgerId), row.kind);
    else if (row.kind === "hold") {
      const outcome = settled.get(runOf(row.ledgerId));
      if (outcome === "capture") summary.spent_30d += -row.credits;
      else if (outcome === undefined) summary.held += -row.credits;
    } else if ((row.kind === "topup" || row.kind === "adjustment") && row.credits > 0) summary.added_30d += row.credits;
  }
  return summary;
}
