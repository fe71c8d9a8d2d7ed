import { writerOf } from "../ai/writer";
import { Approval } from "../approval";
import { Content } from "../content";
import { FeaturedImage, type FeaturedImageKind } from "../featured-image";
import type { Publisher } from "../delivery/publishers";
import type { RunItem } from "../job/view";
import { BlogContent } from "./content";
import type { BlogRunInput } from "./run-input";

/** A post as the writer made and the scorer judged it, kept until the site has it. */
export interface KeptPost {
  post: {
    title: string;
    content: string;
    excerpt: string;
    slug: string;
    /** What search results show as its title; posts kept before it was made show their title. */
    seo_title?: string;
    meta_description: string;
    focus_keyphrase: string;
    /** The featured image in storage; posts kept before images were made have none. */
    featured_image_key?: string;
    featured_image_alt?: string;
    /** What the image shows; posts kept before it was recorded have none. */
    featured_image_kind?: FeaturedImageKind;
  };
  scores: { seo_score: number; readability_score: number };
  provider: string;
  model: string;
}

type RunRef = Pick<RunItem, "userId" | "domainId" | "agentId" | "runId">;

/** What a run's output says of its post whether or not the site took it; the body stays in storage. */
export const postSummary = (kept: KeptPost) => ({
  title: kept.post.title,
  slug: kept.post.slug,
  excerpt: kept.post.excerpt,
  meta_description: kept.post.meta_description,
  focus_keyphrase: kept.post.focus_keyphrase,
  seo_score: kept.scores.seo_score,
  readability_score: kept.scores.readability_score,
  offline: kept.provider === "offline",
  /** `offline` or the model's id: the post's record and its approval keep it too. */
  writer: writerOf(kept),
});

/**
 * Sends a kept post to the site, records it and, for a draft, asks for approval. Carries the
 * run's id, so the site answers a post it already made for this run instead of making a second.
 */
export async function deliverPost(run: RunRef, input: BlogRunInput, kept: KeptPost) {
  const { post, scores } = kept;
  const published = await Content.publish(run.domainId, {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    slug: post.slug,
    status: input.status,
    categories: input.categories,
    author: input.author,
    ...(post.featured_image_key
      ? { featured_image_url: await FeaturedImage.downloadUrl(post.featured_image_key), featured_image_alt: post.featured_image_alt ?? post.title }
      : {}),
    seo: { title: post.seo_title ?? post.title, description: post.meta_description, focus_keyword: post.focus_keyphrase },
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
    seoTitle: post.seo_title ?? post.title,
    featuredImageKey: post.featured_image_key,
    featuredImageKind: post.featured_image_kind,
    languageCode: input.language_code,
    seoScore: scores.seo_score,
    readabilityScore: scores.readability_score,
    writer: writerOf(kept),
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
      writer: writerOf(kept),
    });
  }
  return {
    output: {
      ...postSummary(kept),
      published: true,
      content_id: content.id,
      post_id: published.id,
      post_url: published.url,
      post_status: published.status,
    },
    detail: input.status === "draft" ? `Draft ${published.id} waits for approval` : `Published as post ${published.id}`,
  };
}

/** Publish again: the post a site refused, sent as the run would have sent it. */
export const publishKeptPost: Publisher = (run, kept) => deliverPost(run, run.input as BlogRunInput, kept as KeptPost);
