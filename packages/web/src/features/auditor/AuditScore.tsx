import { SCORE_BAND_LABELS, scoreBand } from "../../lib/score-band";

/** A Yoast score out of 100 with its band in words and colour; a page without one says so. */
export function AuditScore({ label, score }: { label: string; score: number | null }) {
  if (score === null) {
    return (
      <span className="audit-score">
        {label}: <span className="muted">not scored</span>
      </span>
    );
  }
  const band = scoreBand(score);
  return (
    <span className={`audit-score audit-score-${band}`}>
      <span className="audit-score-dot" aria-hidden="true" />
      {label}: {score}/100 · {SCORE_BAND_LABELS[band]}
    </span>
  );
}
