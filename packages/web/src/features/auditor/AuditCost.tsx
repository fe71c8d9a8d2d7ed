import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { balanceQueryOptions } from "../billing/balance-queries";
import { pluralCredits } from "../../lib/plural";
import { type AuditCosts, auditCost, costBreakdown } from "./auditor-cost";

/** What Create holds, before the click: the sum written out, the balance, and the way to top up when it is short. */
export function AuditCost({ costs, competitors, items }: { costs: AuditCosts; competitors: number; items: number }) {
  const balance = useQuery(balanceQueryOptions());
  const total = auditCost(costs, competitors, items);
  const short = balance.data !== undefined && balance.data < total;
  return (
    <div className="auditor-cost" aria-live="polite" data-testid="audit-cost">
      <span>
        Cost: <strong>{pluralCredits(total)}</strong> ({costBreakdown(costs, competitors, items)})
      </span>
      {balance.data !== undefined && <span className="muted">Your balance: {pluralCredits(balance.data)}.</span>}
      {short && (
        <Link to="/topup" className="btn btn-secondary btn-sm">
          Top up
        </Link>
      )}
    </div>
  );
}
