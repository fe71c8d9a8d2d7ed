import { allHooks, type DomainKey } from "../agents/hooks";
import { Writer, type WrittenPost } from "../ai";
import { isSiteRefusal, KeptOutput, refusedOutput } from "../delivery";
import type { Job, RunResult } from "../job";
import { Reference } from "../reference";
import { Seo } from "../seo";
import type { DomainItem } from "../site/view";
import { Content } from "../content";
import { sanitizePost } from "../content/sanitize";
import { FeaturedImage } from "../featured-image";
import { deliverPost, type KeptPost, postSummary } from "./deliver";
import { recordedSearchFields, type SearchReadyPost, withSearchFields } from "./search-fields";
import { siteNameOf } from "./site-name";
import type { BlogRunInput } from "./run-input";

const DEFAULT_STYLE = "Clear, friendly and practical: short sentences, concrete examples, no hype.";

// The writing's share of the worker's 5-minute attempt: the featured image and publishing need the rest.
const WRITING_MS = 3.5 * 60_000;

/**
 * What the agents learned of the domain (its documents, its posts and pages) says about the keyword: the post retells it.
 * Each agent's passages in the catalog's order. A knowledge file that cannot be read only costs the post that.
 */
async function knowledgeAbout(key: DomainKey, keyword: string) {
  const found = await Promise.all(
    (await allHooks()).flatMap(
      (hooks) =>
        hooks.knowledgePassages?.(key, keyword).catch((error: unknown) => {
          console.warn(`[blog] site knowledge not read: ${error instanceof Error ? error.message : String(error)}`);
          return [];
        }) ?? [],
    ),
  );
  return found.flat();
}

/** Writes and scores the post, and keeps it before anything is sent to the site. */
async function write(progress: Job.Progress, domain: DomainItem, input: BlogRunInput): Promise<KeptPost> {
  const { run } = progress;

  const [existing, recorded] = await Promise.all([Content.items(domain.domainId), recordedSearchFields({ userId: run.userId, domainId: run.domainId })]);
  const posts = existing.filter((item) => item.type === "post");
  await progress.step("Reading the site", `${posts.length} published posts, ${existing.length - posts.length} pages`);

  const styles = await Reference.writingStyles(run.userId);
  const style = styles.find((item) => item.id === input.writing_style_id)?.value ?? DEFAULT_STYLE;
  const knowledge = await knowledgeAbout({ userId: run.userId, domainId: run.domainId }, input.keyword);
  const known = knowledge.length ? `; ${knowledge.length} ${knowledge.length === 1 ? "passage" : "passages"} from the site's knowledge` : "";
  await progress.step("Choosing a topic", `Focus keyword: ${input.keyword}${known}`);

  // Read as the site will keep it (held to the allow-list, its text fields plain), the way the auditor and the optimizer read it later.
  const scoreAsKept = (written: WrittenPost | SearchReadyPost) => {
    const post = sanitizePost(written);
    const seoTitle = "seo_title" in written ? written.seo_title : post.title;
    return Seo.scoreSitePost(
      {
        title: post.title,
        content: post.content,
        slug: post.slug,
        url: `${domain.siteUrl ?? domain.domainName}/${post.slug}/`,
        seo: { title: seoTitle, description: post.meta_description, focus_keyword: post.focus_keyphrase },
      },
      { name: siteNameOf(domain), locale: input.language_code },
      post.focus_keyphrase,
    );
  };

  // With a model, each pass (outline, draft, revisions) is its own step with its scores.
  const written = await Writer.writePost(
    {
      language: input.language_code,
      style,
      focusKeyword: input.keyword,
      keywords: input.keywords,
      categories: input.category_names,
      niche: domain.websiteNiche ?? "",
      audience: domain.targetAudience ?? "",
      purpose: domain.purpose ?? "",
      features: domain.features ?? [],
      siteName: siteNameOf(domain),
      siteUrl: domain.siteUrl ?? domain.domainName,
      existingPosts: existing.map((item) => ({ title: item.title, url: item.url })),
      knowledge,
      seed: run.runId,
    },
    { score: scoreAsKept, step: (name, detail) => progress.step(name, detail), deadline: Date.now() + WRITING_MS },
  );
  const drafted = sanitizePost(written.value);
  const post = withSearchFields(drafted, {
    siteName: siteNameOf(domain),
    titles: [...existing.map((item) => item.title), ...recorded.titles],
    descriptions: recorded.descriptions,
  });
  const label = written.provider === "offline" ? "offline draft" : `${written.provider} ${written.model}`;
  await progress.step("Writing the post", [`"${post.title}" (${label})`, ...written.notes].join(" "));

  // The writer scored its post with its own title and description; fields made since are scored as they will be sent.
  const unchanged = post.seo_title === drafted.title && post.meta_description === drafted.meta_description;
  const scores = (unchanged && written.score) || scoreAsKept(post);
  await progress.step("Scoring", `SEO ${scores.seo_score}, readability ${scores.readability_score}`);

  const image = await FeaturedImage.make({
    domainId: run.domainId,
    runId: run.runId,
    siteName: siteNameOf(domain),
    niche: domain.websiteNiche ?? "",
    title: post.title,
    keyphrase: post.focus_keyphrase,
    language: input.language_code,
  });
  await progress.step("Making the featured image", image.detail);

  const kept: KeptPost = {
    post: {
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      slug: post.slug,
      seo_title: post.seo_title,
      meta_description: post.meta_description,
      focus_keyphrase: post.focus_keyphrase,
      featured_image_key: image.key,
      featured_image_alt: image.alt,
      featured_image_kind: image.kind,
    },
    scores: { seo_score: scores.seo_score, readability_score: scores.readability_score },
    provider: written.provider,
    model: written.model,
  };
  await KeptOutput.keep(run, kept);
  return kept;
}

/**
 * One blog post from start to finish. The post is kept before it is sent: a redelivered run sends
 * the same post again instead of writing another, and a site that refuses it leaves the run
 * succeeded (the writing was done and paid for) with the post kept to publish again for free.
 */
export async function composePost(progress: Job.Progress, domain: DomainItem, input: BlogRunInput): Promise<RunResult> {
  const { run } = progress;
  const kept = (await KeptOutput.read<KeptPost>(run)) ?? (await write(progress, domain, input));
  const by = { provider: kept.provider, model: kept.model };
  try {
    const delivered = await deliverPost(run, input, kept);
    await progress.step("Publishing", delivered.detail);
    return { output: delivered.output, ...by };
  } catch (error) {
    if (!isSiteRefusal(error)) throw error;
    await progress.step("Publishing", `Not published: ${error.message}`);
    return { output: await refusedOutput(run, error, postSummary(kept)), ...by };
  }
}
