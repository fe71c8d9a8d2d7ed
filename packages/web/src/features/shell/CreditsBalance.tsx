import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { balanceQueryOptions } from "../billing/balance-queries";
import { Icon } from "../../components/ui/Icon";
import "./shell.css";

/** Only the signed-in shell shows it, so the balance is polled only while someone is signed in. */
export function CreditsBalance() {
  const balance = useQuery(balanceQueryOptions()).data ?? null;
  return (
    <Link to="/topup" className="credits" title="Top up credits">
      <Icon name="coins" size={18} />
      <span className="credits-amount" data-testid="credits-balance">
        {balance === null ? "…" : balance.toLocaleString()}
      </span>
      <span className="credits-unit">credits</span>
    </Link>
  );
}
