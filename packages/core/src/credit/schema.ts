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
  /** The reference as people read it: a top-up names its package, a run its agent and its kind of work. */
  description: string;
  /** A run's hold or charge: the run, shown at /activity/<run_id>. */
  run_id: string | null;
  /** A run's agent, by the name it had when the run started. */
  agent_name: string | null;
  /** A run's kind of work, as Activity names it ("Blog post"). */
  work: string | null;
  created_at: string;
}

/**
 * GET /credits/summary: the balance, and what moved through it in the last 30 of the owner's days.
 * Over the account's life, balance = added - spent - reserved - held.
 */
export interface CreditSummary {
  balance: number;
  /** Credits kept by finished work in the window: runs' captured holds and chat answers charged (the counters Analytics reads). */
  spent_30d: number;
  /** Credits bought or granted in the window, less what refunds took back. */
  added_30d: number;
  /** Credits chat agents set aside for answers not given yet: neither spent nor available. */
  reserved: number;
  /** Credits set aside for runs that have not finished yet. */
  held: number;
}
