import { Seo } from "../seo";
import { type Check, type Provider, scoreWith } from "./profiles";
import { type OptimizedPost, scored } from "./rewrite/types";

/** A check's result in the words Yoast's sidebar groups them by: problems, improvements, good results. */
export const CHECK_RESULTS = ["problem", "needs improvement", "good"] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/** A check as an optimization keeps it: enough to say what changed, not how to fix it. */
export interface KeptCheck {
  id: string;
  name: string;
  result: CheckResult;
}

/** A post's scores (0 to 100) and checks: Yoast's SEO and readability analyses, and the provider's own score. */
export interface Analysis {
  seo_score: number;
  readability_score: number;
  /** The provider's overall score, the one the optimizer raises. */
  score: number;
  checks: KeptCheck[];
}

export interface ChangedCheck {
  id: string;
  name: string;
  before: CheckResult | "not checked";
  after: CheckResult | "not checked";
}

export const checkResult = (check: Pick<Check, "passed" | "partial">): CheckResult => (check.passed ? "good" : check.partial ? "needs improvement" : "problem");

/** Scores a post the way the optimizer does, and says with it what its checks are still to fix. */
export function analyse(provider: Provider, post: OptimizedPost) {
  const paper = scored(post);
  const profile = scoreWith(provider, paper);
  const seo = Seo.score(paper);
  const analysis: Analysis = {
    seo_score: seo.seo_score,
    readability_score: seo.readability_score,
    score: profile.score,
    checks: profile.checks.map((check) => ({ id: check.id, name: check.label, result: checkResult(check) })),
  };
  return { analysis, failing: profile.checks.filter((check) => !check.passed) };
}

/** Checks of how much a post says: only text someone wrote can pass them, never an edit made by rule. */
const CONTENT_CHECKS = new Set(["textLength", "lengthContent"]);

/**
 * The checks whose result the rewrite changed, in the order the provider lists them after it; a
 * check only one side made (Yoast skips some on short texts) reads "not checked" on the other.
 * Without `addedText` (the offline rewrite adds no sentence), a content check is not claimed: a
 * heading or link it added may tip a word count, but says nothing more.
 */
export function changedChecks(before: readonly KeptCheck[], after: readonly KeptCheck[], { addedText = true } = {}): ChangedCheck[] {
  const earlier = new Map(before.map((check) => [check.id, check]));
  const later = new Map(after.map((check) => [check.id, check]));
  const ids = [...new Set([...after.map((check) => check.id), ...before.map((check) => check.id)])];
  return ids.flatMap((id) => {
    const was = earlier.get(id);
    const now = later.get(id);
    const change: ChangedCheck = { id, name: (now ?? was)!.name, before: was?.result ?? "not checked", after: now?.result ?? "not checked" };
    return change.before === change.after || (!addedText && CONTENT_CHECKS.has(id)) ? [] : [change];
  });
}
