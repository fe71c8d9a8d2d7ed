import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { messageOf } from "../../lib/api";
import { balanceQueryOptions } from "../../queries/balance";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Spinner } from "../ui/Spinner";

/** The balance the header shows, read afresh when the page opens. */
export function CreditsCard() {
  const { data: balance = null, isError, error, isFetching, refetch } = useQuery(balanceQueryOptions());

  return (
    <section className="card" aria-labelledby="credits-title">
      <header className="card-header">
        <h2 id="credits-title" className="card-title">
          <Icon name="coins" /> Credits
        </h2>
      </header>
      {balance !== null ? (
        <p className="credits-total">
          <strong data-testid="credits-card-balance">{balance.toLocaleString()}</strong>
          <span className="muted">credits available</span>
        </p>
      ) : isError ? (
        <div className="stack">
          <p className="field-error" role="alert">
            {messageOf(error, "Your balance could not be loaded. Please try again.")}
          </p>
          <div>
            <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
              Retry
            </Button>
          </div>
        </div>
      ) : (
        <Spinner label="Loading your balance…" />
      )}
      <p className="muted">
        Agent runs use credits. A run reserves its credits when it starts and returns them if it fails or is cancelled.
      </p>
      <Link to="/topup" className="btn btn-primary">
        Top up credits
      </Link>
    </section>
  );
}
