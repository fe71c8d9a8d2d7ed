import { SCORE_BAND_LABELS, scoreBand } from "../../lib/score-band";
import { providerLabel } from "../../agents/labels";

/** One side of an optimization as its approval carries it; an older optimization kept only its titles and overall scores. */
export interface PostVersion {
  title: string;
  content: string | null;
  excerpt: string | null;
  seo_title: string | null;
  meta_description: string | null;
  focus_keyphrase: string | null;
  seo_score: number | null;
  readability_score: number | null;
  score: number | null;
}

export interface ChangedCheck {
  id: string;
  name: string;
  before: string;
  after: string;
}

export interface Comparison {
  provider: string;
  before: PostVersion;
  after: PostVersion & { edited: boolean };
  /** Null for an optimization made before each check's result was kept. */
  changed_checks: ChangedCheck[] | null;
  /** What the rewrite left alone and why, e.g. a thin post that needs an AI provider to grow. */
  notes: string[];
}

/** The before and after an optimization's approval carries; other kinds (a new blog post) have none. */
export function comparisonOf(preview: object): Comparison | null {
  if (!("before" in preview) || !("after" in preview) || !preview.before || !preview.after) return null;
  const { provider, before, after, changed_checks, notes } = preview as Partial<Comparison>;
  if (typeof provider !== "string" || typeof before?.title !== "string" || typeof after?.title !== "string") return null;
  return {
    provider,
    before,
    after: { ...after, edited: after.edited === true },
    changed_checks: Array.isArray(changed_checks) ? changed_checks : null,
    notes: Array.isArray(notes) ? notes.filter((note): note is string => typeof note === "string") : [],
  };
}

export interface ScoreRow {
  name: string;
  before: number | null;
  after: number | null;
}

/** Yoast's SEO and readability analyses, and the provider's overall score the optimizer raises. */
export const scoreRows = (comparison: Comparison): ScoreRow[] => [
  { name: "SEO", before: comparison.before.seo_score, after: comparison.after.seo_score },
  { name: "Readability", before: comparison.before.readability_score, after: comparison.after.readability_score },
  { name: `Overall (${providerLabel(comparison.provider)})`, before: comparison.before.score, after: comparison.after.score },
];

/** "72 (Good)": the band in words, so the score never relies on colour. */
export const scoreText = (score: number | null): string => (score === null ? "Not kept" : `${Math.round(score)} (${SCORE_BAND_LABELS[scoreBand(score)]})`);

/** Points gained, signed ("+12", "-3", "0"), or null when a side is not known. */
export function scoreDelta(before: number | null, after: number | null): string | null {
  if (before === null || after === null) return null;
  const delta = Math.round(after) - Math.round(before);
  return delta > 0 ? `+${delta}` : String(delta);
}

const RANK: Record<string, number> = { problem: 0, "needs improvement": 1, good: 2 };

/** A check's result as a sentence starts it: "Needs improvement". */
export const resultLabel = (result: string): string => result.charAt(0).toUpperCase() + result.slice(1);

/** Whether the change helped, in words: a check that appeared or went away says neither. */
export function checkTrend(change: Pick<ChangedCheck, "before" | "after">): "better" | "worse" | null {
  const before = RANK[change.before];
  const after = RANK[change.after];
  if (before === undefined || after === undefined) return null;
  return after > before ? "better" : "worse";
}
