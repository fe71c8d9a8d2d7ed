export type ScoreBand = "good" | "ok" | "poor";

/** Yoast's bands: above 70 good, 41 to 70 OK, else needs improvement. */
export function scoreBand(score: number): ScoreBand {
  if (score > 70) return "good";
  if (score > 40) return "ok";
  return "poor";
}

export const SCORE_BAND_LABELS: Record<ScoreBand, string> = { good: "Good", ok: "OK", poor: "Needs work" };
