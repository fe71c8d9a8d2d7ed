import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { balanceQueryOptions } from "../billing/balance-queries";
import { pluralCredits } from "../../lib/plural";

/** What the click costs, before it: credits per video times the posts, and the way to top up when the balance is short. */
export function GenerateCost({ perVideo, total, videos }: { perVideo: number; total: number; videos: number }) {
  const balance = useQuery(balanceQueryOptions());
  const short = balance.data !== undefined && balance.data < total;
  return (
    <div className="social-cost" aria-live="polite" data-testid="generate-cost">
      {videos === 0 ? (
        <span>Each video costs {pluralCredits(perVideo)}.</span>
      ) : (
        <span>
          Total: <strong>{pluralCredits(total)}</strong> ({pluralCredits(perVideo)} × {videos} video{videos === 1 ? "" : "s"})
        </span>
      )}
      {balance.data !== undefined && <span className="social-muted">Your balance: {pluralCredits(balance.data)}.</span>}
      {short && (
        <Link to="/topup" className="btn btn-secondary btn-sm">
          Top up
        </Link>
      )}
    </div>
  );
}
