import { Link } from "@tanstack/react-router";
import { useCreditsBalance } from "../../hooks/use-credits-balance";
import { Icon } from "../ui/Icon";

export function CreditsBalance() {
  const balance = useCreditsBalance();
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
