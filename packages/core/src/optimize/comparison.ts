import { Media } from "../media";
import { comparisonKey } from "./comparison-key";
import { type Analysis, analyse, type ChangedCheck, changedChecks } from "./compare";
import type { OptimizationItem } from "./optimization.entity";
import type { Provider } from "./profiles";
import type { OptimizedPost } from "./rewrite/types";
import { wordCount } from "./words";

/** One side of an optimization: the post's words and SEO fields, and how they scored. */
export interface KeptVersion extends Analysis {
  title: string;
  content: string;
  excerpt: string;
  seo_title: string;
  meta_description: string;
  focus_keyphrase: string;
}

/** The original post and its rewrite as the run read and wrote them, kept for the owner's approval. */
export interface KeptComparison {
  provider: Provider;
  /** The original's slug, address and language: a draft the owner edited is scored as it will read there. */
  slug: string;
  url: string;
  locale: string;
  before: KeptVersion;
  after: KeptVersion;
  /**
   * Whether the rewrite wrote text of its own (a model did); the offline rewrite's edits add none.
   * Comparisons kept before this was recorded have none.
   */
  added_text?: boolean;
  /** What the owner should know about the rewrite, such as a thin post left as long as it was. */
  notes?: string[];
}

/** The draft as the site has it now (the owner may have edited it since the run). */
export interface DraftPost {
  title: string;
  content: string;
  excerpt: string;
  seo: { title: string; description: string; focus_keyword: string };
}

type Text = Pick<KeptVersion, "title" | "content" | "excerpt" | "seo_title" | "meta_description" | "focus_keyphrase">;

/** A side as the approval shows it; an optimization made before the original was kept has only its titles and overall scores. */
export type VersionView = { [K in keyof Text]: K extends "title" ? string : string | null } & {
  seo_score: number | null;
  readability_score: number | null;
  score: number | null;
};

export interface ComparisonView {
  provider: Provider;
  before: VersionView;
  /** `edited`: the owner changed the draft after the run, so it is scored as it is now. */
  after: VersionView & { edited: boolean };
  /** Null when the optimization was made before each check's result was kept. */
  changed_checks: ChangedCheck[] | null;
  notes: string[];
}

/** One side as the run read or wrote it. */
export const keptVersion = (post: OptimizedPost, analysis: Analysis, excerpt: string): KeptVersion => ({
  title: post.title,
  content: post.content,
  excerpt,
  seo_title: post.seo_title,
  meta_description: post.meta_description,
  focus_keyphrase: post.focus_keyphrase,
  ...analysis,
});

const TEXT_FIELDS = ["title", "content", "excerpt", "seo_title", "meta_description", "focus_keyphrase"] as const;

const textOf = (draft: DraftPost, focusKeyphrase: string): Text => ({
  title: draft.title,
  content: draft.content,
  excerpt: draft.excerpt,
  seo_title: draft.seo.title,
  meta_description: draft.seo.description,
  focus_keyphrase: draft.seo.focus_keyword || focusKeyphrase,
});

const scoresOf = ({ seo_score, readability_score, score }: Analysis) => ({ seo_score, readability_score, score });

/**
 * The draft's side: as the run scored it, or scored again when the owner has changed it since.
 * `addedText`: whether its words were written by someone, a model or the owner, rather than only edited by rule.
 */
function afterView(kept: KeptComparison, draft: DraftPost) {
  const text = textOf(draft, kept.after.focus_keyphrase);
  const written = kept.added_text ?? true;
  if (TEXT_FIELDS.every((field) => text[field] === kept.after[field]))
    return { view: { ...text, ...scoresOf(kept.after), edited: false }, checks: kept.after.checks, addedText: written };
  const post: OptimizedPost = { ...text, slug: kept.slug, url: kept.url, locale: kept.locale };
  const { analysis } = analyse(kept.provider, post);
  const ownerWrote = wordCount(text.content) > wordCount(kept.after.content);
  return { view: { ...text, ...scoresOf(analysis), edited: true }, checks: analysis.checks, addedText: written || ownerWrote };
}

/** Before and after side by side, for an optimization made before either was kept: what its record holds. */
function recordOnly(record: OptimizationItem, draft: DraftPost): ComparisonView {
  const unknown = { content: null, excerpt: null, seo_title: null, meta_description: null, focus_keyphrase: null, seo_score: null, readability_score: null };
  return {
    provider: record.provider,
    before: { ...unknown, title: record.oldTitle, score: record.scoreBefore ?? null },
    after: {
      ...textOf(draft, ""),
      focus_keyphrase: draft.seo.focus_keyword || null,
      seo_score: null,
      readability_score: null,
      score: record.scoreAfter ?? null,
      edited: false,
    },
    changed_checks: null,
    notes: [],
  };
}

/** The original post and its rewrite, kept when the run rewrites it (large bodies live in storage, not the table). */
export namespace OptimizationComparison {
  export async function keep(item: Pick<OptimizationItem, "userId" | "domainId" | "optimizationId">, comparison: KeptComparison) {
    await Media.put(comparisonKey(item), new TextEncoder().encode(JSON.stringify(comparison)), "application/json");
  }

  export async function read(item: Pick<OptimizationItem, "userId" | "domainId" | "optimizationId">): Promise<KeptComparison | undefined> {
    const file = await Media.get(comparisonKey(item));
    return file ? (JSON.parse(new TextDecoder().decode(file.body)) as KeptComparison) : undefined;
  }

  /** Before and after, their scores and the checks whose result changed, for the optimization's approval. */
  export async function view(record: OptimizationItem, draft: DraftPost): Promise<ComparisonView> {
    const kept = await read(record);
    if (!kept) return recordOnly(record, draft);
    const after = afterView(kept, draft);
    const { checks: _checks, ...before } = kept.before;
    return {
      provider: kept.provider,
      before,
      after: after.view,
      changed_checks: changedChecks(kept.before.checks, after.checks, { addedText: after.addedText }),
      notes: kept.notes ?? [],
    };
  }
}
