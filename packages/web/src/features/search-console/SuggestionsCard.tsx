import { useState } from "react";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { actions } from "../../agents/actions";
import { positionText } from "./search-format";
import { NoFigure } from "./NoFigure";
import type { QuerySuggestion } from "./types";

/** Searches the site already shows up for, just off Google's first page, that none of its posts is written for. */
export function SuggestionsCard({ domainId, suggestions }: { domainId: string; suggestions: QuerySuggestion[] }) {
  const [adding, setAdding] = useState<string | null>(null);
  return (
    <Card
      title="Queries you could rank for"
      subtitle="Your site shows up for these searches at positions 8 to 20, but no post is written for them. A post about one could reach the first page."
    >
      {suggestions.length === 0 ? (
        <EmptyState icon="search" title="No new queries to suggest in this period." />
      ) : (
        <div className="table-scroll" role="region" aria-label="Queries you could rank for, table" tabIndex={0}>
          <table className="table table-stack">
            <caption className="visually-hidden">Queries you could rank for, with how often and how high your site was shown</caption>
            <thead>
              <tr>
                <th scope="col" className="wide-cell">
                  Search
                </th>
                <th scope="col" className="num">
                  Impressions
                </th>
                <th scope="col" className="num">
                  Average position
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {suggestions.map((suggestion) => (
                <tr key={suggestion.query}>
                  <th scope="row" className="table-row-heading wide-cell search-query">
                    {suggestion.query}
                  </th>
                  <td className="num" data-label="Impressions">
                    {suggestion.impressions.toLocaleString("en-US")}
                  </td>
                  <td className="num" data-label="Average position">
                    {positionText(suggestion.position) ?? <NoFigure reason="Not shown in Google" />}
                  </td>
                  <td className="table-actions-cell">
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`Add to keywords: ${suggestion.query}`}
                      onClick={() => setAdding(suggestion.query)}
                    >
                      Add to keywords
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <actions.addKeyword domainId={domainId} query={adding} onClose={() => setAdding(null)} />
    </Card>
  );
}
