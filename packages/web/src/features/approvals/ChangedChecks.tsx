import { checkTrend, type ChangedCheck, resultLabel } from "./optimization-comparison";

const TREND_TEXT = { better: "Better", worse: "Worse" } as const;

/** The checks whose result the rewrite changed: "Keyphrase in introduction: Problem → Good". */
export function ChangedChecks({ checks }: { checks: ChangedCheck[] | null }) {
  return (
    <section className="approval-compare-part" aria-labelledby="approval-checks-heading">
      <h3 id="approval-checks-heading" className="approval-compare-heading">
        Checks that changed
      </h3>
      {checks === null ? (
        <p className="muted">This optimization was made before each check's result was kept.</p>
      ) : checks.length === 0 ? (
        <p className="muted">No check changed its result.</p>
      ) : (
        <ul className="approval-checks">
          {checks.map((check) => {
            const trend = checkTrend(check);
            return (
              <li key={check.id}>
                <span className="approval-check-name">{check.name}</span>:{" "}
                <span className="approval-check-results">
                  {resultLabel(check.before)} <span aria-hidden="true">→</span>
                  <span className="visually-hidden">to</span> {resultLabel(check.after)}
                </span>
                {trend && " "}
                {trend && <span className={`badge ${trend === "better" ? "badge-success" : "badge-warning"}`}>{TREND_TEXT[trend]}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
