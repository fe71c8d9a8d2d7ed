/** One ledger item as GET /credits/ledger returns it. */
export interface LedgerRow {
  id: string;
  /** topup, hold, capture, release, refund, reversal or adjustment. */
  kind: string;
  /** Signed: positive adds to the balance, negative takes from it. */
  credits: number;
  balance_after: number;
  reference: string;
  /** Top-ups: the name of the package bought, when it is still on the books. */
  package_name: string | null;
  /** The reference as people read it: a top-up names its package instead of the package id. */
  description: string;
  created_at: string;
}

/** GET /credits/summary: the balance, and what moved through it in the last 30 days. */
export interface CreditSummary {
  balance: number;
  /** Credits kept by agent runs that started in the window (captured holds). */
  spent_30d: number;
  /** Credits bought or granted in the window. */
  added_30d: number;
  /** Credits set aside for runs that have not finished yet. */
  held: number;
}
