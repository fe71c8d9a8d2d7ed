import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { messageOf } from "../../lib/api";
import { formatCredits } from "../../lib/topup";
import { balanceQueryOptions } from "../../queries/balance";
import { creditSummaryQueryOptions } from "../../queries/credits";
import { Button } from "../ui/Button";
import { Spinner } from "../ui/Spinner";

/** The account's real credits: what is left, and what went in and out over the last 30 days. */
export function CreditsPanel() {
  const summary = useQuery(creditSummaryQueryOptions());
  // The header's figure, kept current by its polling; the summary's copy only until the first read arrives.
  const balance = useQuery(balanceQueryOptions()).data ?? summary.data?.balance;

  return (
    <section className="card credits-panel" aria-labelledby="credits-panel-title">
      <header className="card-header">
        <h2 id="credits-panel-title" className="card-title">
          Credits
        </h2>
      </header>
      {balance !== undefined && (
        <p className="credits-total">
          <strong data-testid="dashboard-balance">{balance.toLocaleString()}</strong>
          <span className="muted">credits available</span>
        </p>
      )}
      {summary.isSuccess ? (
        <dl className="credit-figures">
          <div>
            <dt>Spent in the last 30 days</dt>
            <dd data-testid="spent-30d">{formatCredits(summary.data.spent_30d)}</dd>
          </div>
          <div>
            <dt>Added in the last 30 days</dt>
            <dd data-testid="added-30d">{formatCredits(summary.data.added_30d)}</dd>
          </div>
          {summary.data.held > 0 && (
            <div>
              <dt>Reserved by running agents</dt>
              <dd data-testid="held">{formatCredits(summary.data.held)}</dd>
            </div>
          )}
        </dl>
      ) : summary.isError ? (
        <div className="stack">
          <p className="field-error" role="alert">
            {messageOf(summary.error, "Your credit activity could not be loaded.")}
          </p>
          <div>
            <Button variant="secondary" size="sm" loading={summary.isFetching} onClick={() => void summary.refetch()}>
              Retry
            </Button>
          </div>
        </div>
      ) : (
        <Spinner label="Loading your credit activity…" />
      )}
      <div className="button-row">
        <Link to="/topup" className="btn btn-primary">
          Top up credits
        </Link>
        <Link to="/subscription" className="btn btn-secondary">
          Billing history
        </Link>
      </div>
    </section>
  );
}
