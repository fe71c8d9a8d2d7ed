import { useQuery } from "@tanstack/react-query";
import { messageOf } from "../../lib/api";
import { balanceQueryOptions } from "../../queries/balance";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Spinner } from "../ui/Spinner";

/** The current balance next to the page title: the same query the header shows, read fresh when the page opens. */
export function TopupBalance() {
  const { data: balance = null, isError, error, isFetching, refetch } = useQuery(balanceQueryOptions());

  if (balance !== null) {
    return (
      <p className="topup-balance">
        <Icon name="coins" size={18} />
        <span className="muted">Current balance</span>
        <strong data-testid="topup-balance">{balance.toLocaleString()}</strong>
        <span className="muted">credits</span>
      </p>
    );
  }
  if (isError) {
    return (
      <div className="topup-balance">
        <p className="field-error" role="alert">
          {messageOf(error, "Your balance could not be loaded.")}
        </p>
        <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="topup-balance">
      <Spinner label="Loading your balance…" />
    </div>
  );
}
