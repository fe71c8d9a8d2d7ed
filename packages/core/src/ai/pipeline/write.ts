import type { Score } from "../../seo";
import { AiError } from "../error";
import { generateWith } from "../generate";
import type { ProviderChoice } from "../model";
import { slugify } from "../offline/text";
import { blogSystemPrompt } from "../prompt";
import { WrittenPost, type BlogBrief, type Scored, type WriteOptions } from "../schema";
import { draftPrompt } from "./draft";
import { keptOutline, Outline, outlinePrompt, outlineSummary, outlineSystemPrompt } from "./outline";
import { checkName, failingChecks, revisionPrompt, TITLE_TAKEN, titleTaken, type Check } from "./revision";

/** Outline and draft, then at most this many revisions: a post costs at most 4 model calls. */
export const MAX_REVISIONS = 2;

// A revision is not started with less time than this left: it would time out and only delay the run.
const MIN_REVISION_MS = 30_000;

interface Version {
  label: string;
  post: WrittenPost;
  score: Score;
  checks: Check[];
}

/** The post as it is kept, whichever call wrote it. */
function finished(post: WrittenPost, brief: BlogBrief): WrittenPost {
  // A model cannot know a real image's address; an invented one would publish as a broken image.
  const { featured_image_url: _invented, ...kept } = post;
  return { ...kept, slug: slugify(kept.slug, brief.language) || slugify(kept.title, brief.language), focus_keyphrase: brief.focusKeyword.trim() };
}

/** For callers without a scorer of their own: the post read as the blog run sends it. */
async function sentScorer(brief: BlogBrief) {
  const { Seo } = await import("../../seo");
  return (post: WrittenPost) =>
    Seo.scoreSitePost(
      {
        title: post.title,
        content: post.content,
        slug: post.slug,
        url: `${brief.siteUrl}/${post.slug}/`,
        seo: { title: post.title, description: post.meta_description, focus_keyword: post.focus_keyphrase },
      },
      { name: brief.siteName, locale: brief.language },
      post.focus_keyphrase,
    );
}

const total = (version: Version) => version.score.seo_score + version.score.readability_score;

/** Whether `next` should replace `best`: a free title first, then the higher scores, then fewer failing checks. */
function better(next: Version, best: Version): boolean {
  const taken = (version: Version) => version.checks.some((check) => check.id === TITLE_TAKEN);
  if (taken(next) !== taken(best)) return taken(best);
  if (total(next) !== total(best)) return total(next) > total(best);
  return next.checks.length < best.checks.length;
}

const scores = (score: Score) => `SEO ${score.seo_score}, readability ${score.readability_score}`;
const names = (checks: Check[]) => checks.map(checkName).join(", ");
const failing = (checks: Check[]) => (checks.length ? `failing: ${names(checks)}` : "no failing checks");

/**
 * A post from a model in passes: an outline, a draft from it, then revisions that name only the
 * checks the current best version fails, each scored by the caller's scorer (the one the auditor and
 * the optimizer use). The best-scoring version is kept; each pass is reported as a step.
 */
export async function writeWithModel(choice: ProviderChoice, brief: BlogBrief, options: WriteOptions = {}): Promise<Scored> {
  const { signal, deadline } = options;
  // Each call may take what is left of the writing's time, at most the configured timeout per attempt.
  const timeoutMs = () => (deadline === undefined ? undefined : Math.max(deadline - Date.now(), 1_000));
  const step = options.step ?? (async () => {});
  const score = options.score ?? (await sentScorer(brief));
  const by = `${choice.adapter} ${choice.model}`;
  const system = blogSystemPrompt(brief);

  const planned = await generateWith(choice, {
    schema: Outline,
    system: outlineSystemPrompt(brief),
    prompt: outlinePrompt(brief),
    signal,
    timeoutMs: timeoutMs(),
  });
  const outline = keptOutline(planned.value, brief);
  await step("Outlining", `${outlineSummary(outline)} (${by})`);

  const rate = async (label: string, post: WrittenPost): Promise<Version> => {
    const kept = finished(post, brief);
    const result = await score(kept);
    return { label, post: kept, score: result, checks: failingChecks(brief, kept, result) };
  };
  const drafted = await generateWith(choice, { schema: WrittenPost, system, prompt: draftPrompt(brief, outline), signal, timeoutMs: timeoutMs() });
  let best = await rate("the draft", drafted.value);
  await step("Drafting", `"${best.post.title}": ${scores(best.score)}; ${failing(best.checks)}`);

  for (let pass = 1; pass <= MAX_REVISIONS && best.checks.length; pass++) {
    const name = `Revising (pass ${pass})`;
    if (deadline !== undefined && deadline - Date.now() < MIN_REVISION_MS) {
      await step(name, `Not revised: too little time left in this attempt; keeping ${best.label}.`);
      break;
    }
    const prompt = revisionPrompt(brief, best.post, best.score, best.checks);
    // A revision only improves a post that is already written: one that fails keeps the best version so far.
    const answer = await generateWith(choice, { schema: WrittenPost, system, prompt, signal, timeoutMs: timeoutMs() }).catch((error: unknown) => {
      if (signal?.aborted || !(error instanceof AiError)) throw error;
      return error;
    });
    if (answer instanceof AiError) {
      await step(name, `Not revised: ${answer.reason} Keeping ${best.label}.`);
      break;
    }
    const revised = await rate(`revision ${pass}`, answer.value);
    const fixed = best.checks.filter((check) => !revised.checks.some((other) => other.id === check.id));
    await step(
      name,
      `SEO ${best.score.seo_score} -> ${revised.score.seo_score}, readability ${best.score.readability_score} -> ${revised.score.readability_score}; ` +
        `fixed: ${fixed.length ? names(fixed) : "none"}; ${revised.checks.length ? `still ${failing(revised.checks)}` : "no failing checks left"}`,
    );
    if (better(revised, best)) best = revised;
  }

  if (titleTaken(brief, best.post.title)) {
    throw new AiError(`The AI provider kept proposing a title the site already has ("${best.post.title}").`);
  }
  return {
    value: best.post,
    provider: choice.adapter,
    model: choice.model,
    notes: [`Kept ${best.label} (${scores(best.score)}).`],
    score: best.score,
  };
}
