import { SCORE_BAND_LABELS, scoreBand } from "../../lib/score-band";

/** A Yoast score with its band in words and colour; none yet reads as a dash. */
export function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return <span className="blog-muted">Not scored</span>;
  const band = scoreBand(score);
  return (
    <span className={`score score-${band}`}>
      <span className="score-dot" aria-hidden="true" />
      {score} · {SCORE_BAND_LABELS[band]}
    </span>
  );
}
