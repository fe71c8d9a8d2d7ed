/** One ledger item as GET /credits/ledger returns it. */
export interface LedgerRow {
  id: string;
  /** topup, hold, capture, release, refund, reversal or adjustment. */
  kind: string;
  /** Signed: positive adds to the balance, negative takes from it. */
  credits: number;
  balance_after: number;
  reference: string;
  created_at: string;
}
