import { Writer } from "../ai";
import { Approval } from "../approval";
import { Content } from "../content";
import type { Job, RunResult } from "../job";
import { Reference } from "../reference";
import { Seo } from "../seo";
import type { DomainItem } from "../site/view";
import { BlogContent } from "./content";
import type { BlogRunInput } from "./run";

const DEFAULT_STYLE = "Clear, friendly and practical: short sentences, concrete examples, no hype.";

/**
 * One blog post from start to finish. Publishing carries the run's id, so a retried or
 * redelivered run finds the post it already made on the site instead of making a second one.
 */
export async function composePost(progress: Job.Progress, domain: DomainItem, input: BlogRunInput): Promise<RunResult> {
  const { run } = progress;

  const existing = await Content.items(domain.domainId);
  const posts = existing.filter((item) => item.type === "post");
  await progress.step("Reading the site", `${posts.length} published posts, ${existing.length - posts.length} pages`);

  const styles = await Reference.writingStyles(run.userId);
  const style = styles.find((item) => item.id === input.writing_style_id)?.value ?? DEFAULT_STYLE;
  await progress.step("Choosing a topic", `Focus keyword: ${input.keyword}`);

  const written = await Writer.writePost({
    language: input.language_code,
    style,
    focusKeyword: input.keyword,
    keywords: input.keywords,
    categories: input.category_names,
    niche: domain.websiteNiche ?? "",
    audience: domain.targetAudience ?? "",
    purpose: domain.purpose ?? "",
    features: domain.features ?? [],
    siteName: domain.siteName ?? domain.websiteName ?? domain.domainName,
    siteUrl: domain.siteUrl ?? domain.domainName,
    existingPosts: existing.map((item) => ({ title: item.title, url: item.url })),
    seed: run.runId,
  });
  const post = written.value;
  const label = written.provider === "offline" ? "offline draft" : `${written.provider} ${written.model}`;
  await progress.step("Writing the post", [`"${post.title}" (${label})`, ...written.notes].join(" "));

  const scores = Seo.score({
    title: post.title,
    slug: post.slug,
    meta_description: post.meta_description,
    focus_keyphrase: post.focus_keyphrase,
    content: post.content,
    url: `${domain.siteUrl ?? domain.domainName}/${post.slug}/`,
    locale: input.language_code,
  });
  await progress.step("Scoring", `SEO ${scores.seo_score}, readability ${scores.readability_score}`);

  const published = await Content.publish(domain.domainId, {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    slug: post.slug,
    status: input.status,
    categories: input.categories,
    author: input.author,
    ...(post.featured_image_url ? { featured_image_url: post.featured_image_url } : {}),
    seo: { title: post.title, description: post.meta_description, focus_keyword: post.focus_keyphrase },
    run_id: run.runId,
  });

  const content = await BlogContent.record({
    userId: run.userId,
    domainId: run.domainId,
    agentId: run.agentId,
    runId: run.runId,
    title: post.title,
    scheduleName: input.agent_name,
    author: input.author_name,
    status: input.status === "publish" ? "publish" : "draft",
    postId: published.id,
    postUrl: published.url,
    focusKeyphrase: post.focus_keyphrase,
    metaDescription: post.meta_description,
    seoScore: scores.seo_score,
    readabilityScore: scores.readability_score,
  });
  if (input.status === "draft") {
    await Approval.request({
      userId: run.userId,
      domainId: run.domainId,
      kind: "blog",
      title: post.title,
      postId: published.id,
      runId: run.runId,
      contentId: content.id,
    });
  }
  await progress.step("Publishing", input.status === "draft" ? `Draft ${published.id} waits for approval` : `Published as post ${published.id}`);

  return {
    output: { content_id: content.id, post_id: published.id, post_url: published.url, post_status: published.status, offline: written.provider === "offline" },
    provider: written.provider,
    model: written.model,
  };
}
