import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { pluralCredits } from "../../lib/plural";
import { balanceQueryOptions } from "../billing/balance-queries";

/** What Start costs, before it: credits per post times the posts, and the way to top up when the balance is short. */
export function OptimizationCost({ perPost, posts }: { perPost: number; posts: number }) {
  const balance = useQuery(balanceQueryOptions());
  const total = perPost * posts;
  const short = balance.data !== undefined && balance.data < total;
  return (
    <div className="optimizer-cost" aria-live="polite" data-testid="optimization-cost">
      {posts === 0 ? (
        <span>Each post costs {pluralCredits(perPost)}.</span>
      ) : (
        <span>
          Total: <strong>{pluralCredits(total)}</strong> ({pluralCredits(perPost)} × {posts} post{posts === 1 ? "" : "s"})
        </span>
      )}
      {balance.data !== undefined && <span className="cell-note">Your balance: {pluralCredits(balance.data)}.</span>}
      {short && (
        <Link to="/topup" className="btn btn-secondary btn-sm">
          Top up
        </Link>
      )}
    </div>
  );
}
