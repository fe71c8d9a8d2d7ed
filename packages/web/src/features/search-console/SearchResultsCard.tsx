import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { ChartBlock } from "../analytics/ChartBlock";
import { type ChartSeries, PALETTE } from "../analytics/chart-series";
import { Figures } from "../analytics/Figures";
import { PostResultsTable } from "./PostResultsTable";
import { SEARCH_CONSOLE_ANCHOR } from "./search-console-anchor";
import { agentCostPerClick, searchSummary } from "./search-format";
import type { SearchResults } from "./types";

interface SearchResultsCardProps {
  domainId: string;
  results: SearchResults;
  days: number;
  /** Google's figures were read at least once. */
  synced: boolean;
}

/** Clicks and impressions over the range, per day and per post, beside what each post cost. */
export function SearchResultsCard({ domainId, results, days, synced }: SearchResultsCardProps) {
  const dates = useMemo(() => results.daily.map((day) => day.date), [results]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: "Clicks", values: results.daily.map((day) => day.clicks), color: PALETTE.indigo },
      { label: "Impressions", values: results.daily.map((day) => day.impressions), color: PALETTE.amber, type: "line" },
    ],
    [results],
  );
  const clicks = results.daily.reduce((sum, day) => sum + day.clicks, 0);
  const impressions = results.daily.reduce((sum, day) => sum + day.impressions, 0);
  const agentCost = agentCostPerClick(results.posts);

  return (
    <Card title="Search results" subtitle="What Google sent your site in this period, from Search Console, and what each post earned for its credits.">
      {!synced && (
        <p className="card-note">
          Nothing synced yet: press Sync now in the{" "}
          <Link to="/domain-manager/domain-detail/$id" params={{ id: domainId }} hash={SEARCH_CONSOLE_ANCHOR}>
            domain's Search Console panel
          </Link>
          .
        </p>
      )}
      <Figures
        label="Search results in total"
        items={[
          { label: "Clicks", value: clicks.toLocaleString("en-US"), note: "visits from Google search" },
          { label: "Impressions", value: impressions.toLocaleString("en-US"), note: "times your pages were shown in Google" },
          {
            label: "Credits per click",
            value: agentCost,
            note: agentCost === null ? "Your agents' posts earned no click in this period." : "what your agents' posts cost for each click",
          },
        ]}
      />
      <div className="chart-list">
        <ChartBlock title="Clicks and impressions per day" summary={searchSummary(results.daily, days)} dates={dates} series={series} />
      </div>
      <h3 className="chart-title">Per post</h3>
      {results.posts.length === 0 ? (
        <EmptyState icon="search" title="No post was shown in Google in this period." />
      ) : (
        <PostResultsTable posts={results.posts} />
      )}
    </Card>
  );
}
