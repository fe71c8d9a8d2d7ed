/** What each kind of credit movement means to the account holder. */
export const LEDGER_KIND_LABELS = {
  topup: "Top-up",
  hold: "Held for a run",
  capture: "Run charged",
  release: "Returned from a run",
  refund: "Refund",
  reversal: "Payment reversed",
  adjustment: "Adjustment",
} as const;

export type LedgerKind = keyof typeof LEDGER_KIND_LABELS;

/** A chat agent's pool writes its fills and returns with this reference: credits reserved for answers, not held for a run. */
const CHAT_POOL = "chat:";
const CHAT_POOL_LABELS: Partial<Record<string, string>> = { hold: "Reserved for chat", release: "Returned from chat" };

/** The label for a ledger kind; a kind this dashboard does not know yet is shown readably rather than hidden. */
export function ledgerKindLabel(kind: string, reference = ""): string {
  const chat = reference.startsWith(CHAT_POOL) ? CHAT_POOL_LABELS[kind] : undefined;
  if (chat) return chat;
  if (Object.hasOwn(LEDGER_KIND_LABELS, kind)) return LEDGER_KIND_LABELS[kind as LedgerKind];
  const words = kind.replace(/[_-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Other";
}

export type CreditTone = "gain" | "spend" | "none";

export function creditTone(credits: number): CreditTone {
  if (credits > 0) return "gain";
  if (credits < 0) return "spend";
  return "none";
}

/** A signed, locale-grouped change: "+1,250", "-10", and "0" for no change. */
export function formatCreditChange(credits: number, locale?: string): string {
  const sign = { gain: "+", spend: "-", none: "" }[creditTone(credits)];
  return sign + Math.abs(credits).toLocaleString(locale);
}

/** What the Reference column shows: the server's readable description (a top-up names its package), else the raw reference. */
export function ledgerDescription(row: { reference: string; description?: string | null }): string {
  return row.description || row.reference;
}
