import { Link } from "@tanstack/react-router";
import { Card } from "../../components/ui/Card";
import { formatDateTime } from "../../lib/date-format";
import { AGENT_LABELS, count, percent, score } from "./analytics-format";
import { Figures } from "./Figures";
import type { Analytics } from "./types";

/** How well the agents did: their runs' success, why runs failed, and the scores of what they wrote. */
export function QualityCard({ data }: { data: Analytics }) {
  const { agents, failure_reasons, seo, optimizations } = data.quality;
  return (
    <Card title="Quality" subtitle="How often runs succeeded, why they failed, and how the posts score.">
      <div className="table-scroll" role="region" aria-label="Success rate per agent, table" tabIndex={0}>
        <table className="table table-stack">
          <caption className="visually-hidden">Success rate per agent</caption>
          <thead>
            <tr>
              <th scope="col">Agent</th>
              <th scope="col" className="num">
                Succeeded
              </th>
              <th scope="col" className="num">
                Failed
              </th>
              <th scope="col" className="num">
                Success rate
              </th>
            </tr>
          </thead>
          <tbody>
            {agents.map((row) => (
              <tr key={row.agent}>
                <th scope="row" className="table-row-heading">
                  {AGENT_LABELS[row.agent]}
                </th>
                <td className="num" data-label="Succeeded">
                  {row.succeeded.toLocaleString("en-US")}
                </td>
                <td className="num" data-label="Failed">
                  {row.failed.toLocaleString("en-US")}
                </td>
                <td className="num" data-label="Success rate">
                  {percent(row.success_rate) ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">No runs</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className="chart-title">Most common failure reasons</h3>
      {failure_reasons.length === 0 ? (
        <p className="card-note">No run failed in this period.</p>
      ) : (
        <ol className="failure-list">
          {failure_reasons.map((failure) => (
            <li key={`${failure.kind}\n${failure.reason}`} className="failure-item">
              <p className="failure-reason">{failure.reason}</p>
              <p className="failure-meta">
                {AGENT_LABELS[failure.agent]} · {count(failure.count, "time")} · last on {formatDateTime(failure.last_at)} ·{" "}
                <Link to="/activity/$id" params={{ id: failure.last_run_id }} className="link">
                  View the last run<span className="visually-hidden"> that failed with this reason</span>
                </Link>
              </p>
            </li>
          ))}
        </ol>
      )}

      <h3 className="chart-title">Scores</h3>
      <Figures
        label="Scores"
        items={[
          {
            label: "Average Yoast SEO score",
            value: score(seo.average_seo),
            note: seo.posts_scored === 0 ? "No new post was scored in this period." : `of ${count(seo.posts_scored, "new post")}, out of 100`,
          },
          {
            label: "Average readability score",
            value: score(seo.average_readability),
            note: seo.posts_scored === 0 ? "No new post was scored in this period." : `of ${count(seo.posts_scored, "new post")}, out of 100`,
          },
          {
            label: "Optimizations: before → after",
            value:
              optimizations.average_before === null || optimizations.average_after === null
                ? null
                : `${score(optimizations.average_before)} → ${score(optimizations.average_after)}`,
            note: optimizations.count === 0 ? "No post was optimized in this period." : `average SEO score of ${count(optimizations.count, "optimization")}`,
          },
        ]}
      />
    </Card>
  );
}
