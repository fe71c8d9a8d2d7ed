import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Callout } from "../../components/ui/Callout";
import { ListLoadError } from "../../components/ui/ListStates";
import { PageLoading } from "../../components/ui/PageLoading";
import { dayLabel, hasActivity } from "./analytics-format";
import { analyticsQueryOptions, browserTimeZone } from "./analytics-queries";
import { CreditsCard } from "./CreditsCard";
import { KnowledgeGapsCard } from "./KnowledgeGapsCard";
import { OutputCard } from "./OutputCard";
import { QualityCard } from "./QualityCard";
import { RangeChoice } from "./RangeChoice";
import type { RangeDays } from "./types";
import "../../styles/lists.css";
import "./analytics.css";

// Google's figures come with their own code, after the page's own figures are on screen.
const SearchResultsSection = lazy(() => import("../search-console/SearchResultsSection"));

/** The selected domain's figures over the chosen range, in the owner's days. */
export function AnalyticsView({ domainId, days, onDays }: { domainId: string; days: RangeDays; onDays: (days: RangeDays) => void }) {
  const [timeZone] = useState(browserTimeZone);
  const query = useQuery(analyticsQueryOptions(domainId, days, timeZone));
  const data = query.data;
  const stale = query.isPlaceholderData;

  return (
    <div className="analytics">
      <div className="analytics-toolbar">
        <RangeChoice value={days} onChange={onDays} />
        <p className="analytics-zone">
          Days in {timeZone}
          {data && !stale && (
            <>
              {" "}
              · {dayLabel(data.range.from)} to {dayLabel(data.range.to)}
            </>
          )}
        </p>
      </div>
      {query.isPending ? (
        <section className="card">
          <PageLoading label="Loading analytics…" />
        </section>
      ) : query.isError ? (
        <section className="card">
          <ListLoadError title="Analytics could not be loaded" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        </section>
      ) : (
        <div className={stale ? "analytics-body is-stale" : "analytics-body"} aria-busy={stale || undefined}>
          {!hasActivity(query.data) && (
            <Callout title="Nothing recorded in this period yet">Your agents' posts, videos, chat answers and credits appear here as they work.</Callout>
          )}
          <OutputCard data={query.data} />
          <CreditsCard data={query.data} />
          <Suspense fallback={<PageLoading label="Loading search results…" />}>
            <SearchResultsSection domainId={domainId} days={days} />
          </Suspense>
          <QualityCard data={query.data} />
          <KnowledgeGapsCard domainId={domainId} questions={query.data.unanswered_questions} />
        </div>
      )}
    </div>
  );
}
