import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { formatCredits } from "../billing/topup";
import { balanceQueryOptions } from "../billing/balance-queries";
import { creditSummaryQueryOptions } from "../billing/credit-queries";
import { Card } from "../../components/ui/Card";
import "./dashboard.css";

/** The account's real credits: what is left, and what went in and out over the last 30 days. */
export function CreditsPanel() {
  const { data: summary } = useSuspenseQuery(creditSummaryQueryOptions());
  // The header's figure, kept current by its polling, rather than the summary's copy from when the page opened.
  const { data: balance } = useSuspenseQuery(balanceQueryOptions());

  return (
    <Card title="Credits" className="credits-panel">
      <p className="credits-total">
        <strong data-testid="dashboard-balance">{balance.toLocaleString()}</strong>
        <span className="muted">credits available</span>
      </p>
      <dl className="credit-figures">
        <div>
          <dt>Spent in the last 30 days</dt>
          <dd data-testid="spent-30d">{formatCredits(summary.spent_30d)}</dd>
        </div>
        <div>
          <dt>Added in the last 30 days</dt>
          <dd data-testid="added-30d">{formatCredits(summary.added_30d)}</dd>
        </div>
        {summary.held > 0 && (
          <div>
            <dt>Reserved by running agents</dt>
            <dd data-testid="held">{formatCredits(summary.held)}</dd>
          </div>
        )}
      </dl>
      <div className="button-row">
        <Link to="/topup" className="btn btn-primary">
          Top up credits
        </Link>
        <Link to="/subscription" className="btn btn-secondary">
          Billing history
        </Link>
      </div>
    </Card>
  );
}
