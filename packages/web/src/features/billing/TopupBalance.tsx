import { useSuspenseQuery } from "@tanstack/react-query";
import { balanceQueryOptions } from "./balance-queries";
import { Icon } from "../../components/ui/Icon";
import "./topup.css";

/** The current balance next to the page title: the query the header shows, which the route's loader has read. */
export function TopupBalance() {
  const { data: balance } = useSuspenseQuery(balanceQueryOptions());
  return (
    <p className="topup-balance">
      <Icon name="coins" size={18} />
      <span className="muted">Current balance</span>
      <strong data-testid="topup-balance">{balance.toLocaleString()}</strong>
      <span className="muted">credits</span>
    </p>
  );
}
