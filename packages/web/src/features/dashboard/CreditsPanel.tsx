import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { formatCredits } from "../billing/topup";
import { balanceQueryOptions } from "../billing/balance-queries";
import { carriedOver } from "../billing/credit-figures";
import { creditSummaryQueryOptions } from "../billing/credit-queries";
import { Card } from "../../components/ui/Card";
import "./dashboard.css";

/**
 * The account's real credits: what is left, and what went in and out over the last 30 days, beside
 * what chat conversations reserve and running agents hold, so the figures add up to the balance.
 */
export function CreditsPanel() {
  const { data: summary } = useSuspenseQuery(creditSummaryQueryOptions());
  // The header's figure, kept current by its polling, rather than the summary's copy from when the page opened.
  const { data: balance } = useSuspenseQuery(balanceQueryOptions());
  const earlier = carriedOver(summary);

  return (
    <Card title="Credits" className="credits-panel">
      <p className="credits-total">
        <strong data-testid="dashboard-balance">{balance.toLocaleString()}</strong>
        <span className="muted">credits available</span>
      </p>
      <dl className="credit-figures" aria-label="Credits in the last 30 days">
        {earlier !== 0 && (
          <div>
            <dt>Carried over from before</dt>
            <dd data-testid="carried-over">{formatCredits(earlier)}</dd>
          </div>
        )}
        <div>
          <dt>Added in the last 30 days</dt>
          <dd data-testid="added-30d">{formatCredits(summary.added_30d)}</dd>
        </div>
        <div>
          <dt>Spent in the last 30 days</dt>
          <dd data-testid="spent-30d">{formatCredits(summary.spent_30d)}</dd>
        </div>
        <div>
          <dt>Reserved for chat conversations</dt>
          <dd data-testid="reserved">{formatCredits(summary.reserved)}</dd>
        </div>
        <div>
          <dt>Held by running agents</dt>
          <dd data-testid="held">{formatCredits(summary.held)}</dd>
        </div>
      </dl>
      <p className="muted">
        Available = {earlier !== 0 ? "carried over + " : ""}added − spent − reserved − held. Reserved and held credits are neither spent nor available until the
        conversation or the run ends.
      </p>
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
