import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { balanceQueryOptions } from "./balance-queries";
import { Icon } from "../../components/ui/Icon";
import { Card } from "../../components/ui/Card";
import "./billing.css";

/** The balance the header shows; the route's loader has read it. */
export function CreditsCard() {
  const { data: balance } = useSuspenseQuery(balanceQueryOptions());

  return (
    <Card
      title={
        <>
          <Icon name="coins" /> Credits
        </>
      }
    >
      <p className="credits-total">
        <strong data-testid="credits-card-balance">{balance.toLocaleString()}</strong>
        <span className="muted">credits available</span>
      </p>
      <p className="muted">Agent runs use credits. A run reserves its credits when it starts and returns them if it fails or is cancelled.</p>
      <Link to="/topup" className="btn btn-primary">
        Top up credits
      </Link>
    </Card>
  );
}
