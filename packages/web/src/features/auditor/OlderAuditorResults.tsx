import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ListLoadError } from "../../components/ui/ListStates";
import { PageLoading } from "../../components/ui/PageLoading";
import { auditFigures } from "./audit-figures";
import { FETCH_RESULT_FAILED_TITLE } from "./auditor-messages";
import { auditorQueryOptions } from "./auditor-queries";
import { AuditProgress } from "./AuditProgress";
import { TechnicalAnalysis } from "./TechnicalAnalysis";
import { messageOf } from "../../lib/api";

/** The single-page view's results: the audit's real score and counts, then every page's findings. */
export function OlderAuditorResults({ id }: { id: string }) {
  const query = useQuery(auditorQueryOptions(id));
  if (query.isPending) return <PageLoading label="Loading the results…" />;
  if (query.isError) {
    return (
      <ListLoadError
        title="The results could not be loaded"
        message={`${FETCH_RESULT_FAILED_TITLE}: ${messageOf(query.error, "Please check your connection and try again.")}`}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const result = query.data;
  if (result.status !== "completed") return <AuditProgress result={result} />;
  const figures = auditFigures(result.content_analysis);
  return (
    <div className="stack">
      <div className="older-score">
        <p className="older-score-value">
          <span className="older-score-number">{figures.score ?? "–"}</span>
          <span className="muted">SEO score{figures.score === null ? "" : " out of 100"}</span>
        </p>
        <dl className="older-counts">
          <div className="older-count older-count-passed">
            <dt>Passed</dt>
            <dd>{figures.passed}</dd>
          </div>
          <div className="older-count older-count-warnings">
            <dt>Warnings</dt>
            <dd>{figures.warnings}</dd>
          </div>
          <div className="older-count older-count-issues">
            <dt>Issues</dt>
            <dd>{figures.issues}</dd>
          </div>
        </dl>
      </div>
      <p>
        <Link to="/add-service/view-auditor-result/$id" params={{ id: result.id }}>
          Open the full report
        </Link>
      </p>
      <TechnicalAnalysis result={result} />
    </div>
  );
}
