import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { actions } from "../../agents/actions";
import { type DecliningRow, decliningRows, dropPercent } from "./search-format";
import type { SearchResults } from "./types";

/** Posts whose clicks fell by 30% or more over the last 28 days, each a candidate for the optimizer. */
export function DecliningPostsCard({ domainId, results }: { domainId: string; results: SearchResults }) {
  const rows = useMemo(() => decliningRows(results), [results]);
  const [optimizing, setOptimizing] = useState<DecliningRow | null>(null);
  // Posts whose optimization started here: their button gives way to where it can be followed.
  const [started, setStarted] = useState<ReadonlySet<string>>(new Set());

  return (
    <Card title="Posts losing traffic" subtitle="Clicks in the last 28 days against the 28 days before, for posts that lost 30% or more.">
      {rows.length === 0 ? (
        <EmptyState icon="check" title="No post is losing traffic." />
      ) : (
        <div className="table-scroll" role="region" aria-label="Posts losing traffic, table" tabIndex={0}>
          <table className="table table-stack">
            <caption className="visually-hidden">Posts losing traffic, with their clicks before and now</caption>
            <thead>
              <tr>
                <th scope="col" className="wide-cell">
                  Post
                </th>
                <th scope="col" className="num">
                  Clicks before
                </th>
                <th scope="col" className="num">
                  Clicks now
                </th>
                <th scope="col" className="num">
                  Change
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.url} data-testid="declining-post-row">
                  <th scope="row" className="table-row-heading wide-cell">
                    <a href={row.url} className="search-post-title">
                      {row.title}
                    </a>
                  </th>
                  <td className="num" data-label="Clicks before">
                    {row.clicks_before.toLocaleString("en-US")}
                  </td>
                  <td className="num" data-label="Clicks now">
                    {row.clicks_now.toLocaleString("en-US")}
                  </td>
                  <td className="num" data-label="Change">
                    −{dropPercent(row.clicks_before, row.clicks_now)}%
                  </td>
                  <td className="table-actions-cell">
                    {started.has(row.url) ? (
                      <Link to="/add-service/manage-blog-optimization-agent">Follow it in Blog Optimization</Link>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm"
                        aria-label={`Optimize this post: ${row.title}`}
                        onClick={() => setOptimizing(row)}
                      >
                        Optimize this post
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <actions.optimizePost
        domainId={domainId}
        post={optimizing}
        onStarted={() => {
          setOptimizing(null);
          if (optimizing) setStarted((urls) => new Set(urls).add(optimizing.url));
        }}
        onClose={() => setOptimizing(null)}
      />
    </Card>
  );
}
