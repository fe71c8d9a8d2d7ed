import { writerOf } from "../ai/writer";
import { Approval } from "../approval";
import { Content } from "../content";
import { FeaturedImage, type FeaturedImageKind } from "../featured-image";
import { KeptOutput } from "../delivery/kept";
import type { Publisher } from "../delivery/publishers";
import type { RunResult } from "../job";
import type { RunItem } from "../job/view";
import { BlogContent, contentIdFor } from "./content";
import type { BlogRunInput } from "./run-input";
import type { RecordContent } from "./schema";

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

/** What the site answered for the post, as the run's output says it. */
interface Delivered {
  post_id: number;
  post_url: string;
}

/**
 * Sends a kept post to the site. Carries the run's id, so the site answers a post it already made
 * for this run instead of making a second. The post's record and its approval are written after.
 */
export async function deliverPost(run: RunRef, input: BlogRunInput, kept: KeptPost) {
  const { post } = kept;
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
  return {
    output: {
      ...postSummary(kept),
      published: true,
      content_id: contentIdFor(run.runId),
      post_id: published.id,
      post_url: published.url,
      post_status: published.status,
    },
    detail: input.status === "draft" ? `Draft ${published.id} waits for approval` : `Published as post ${published.id}`,
  };
}

const recordOf = (run: RunRef, input: BlogRunInput, kept: KeptPost, delivered: Delivered): RecordContent => ({
  userId: run.userId,
  domainId: run.domainId,
  agentId: run.agentId,
  runId: run.runId,
  title: kept.post.title,
  scheduleName: input.agent_name,
  author: input.author_name,
  status: input.status === "publish" ? "publish" : "draft",
  postId: delivered.post_id,
  postUrl: delivered.post_url,
  focusKeyphrase: kept.post.focus_keyphrase,
  metaDescription: kept.post.meta_description,
  seoTitle: kept.post.seo_title ?? kept.post.title,
  featuredImageKey: kept.post.featured_image_key,
  featuredImageKind: kept.post.featured_image_kind,
  languageCode: input.language_code,
  seoScore: kept.scores.seo_score,
  readabilityScore: kept.scores.readability_score,
  writer: writerOf(kept),
});

/** A draft waits for the owner's approval; a published post does not. */
const approvalOf = (run: RunRef, input: BlogRunInput, kept: KeptPost, delivered: Delivered): Approval.Request | undefined =>
  input.status === "draft"
    ? {
        userId: run.userId,
        domainId: run.domainId,
        kind: "blog",
        title: kept.post.title,
        postId: delivered.post_id,
        runId: run.runId,
        contentId: contentIdFor(run.runId),
        writer: writerOf(kept),
      }
    : undefined;

/** The post's record and its draft's approval on their own, each once: a refused post sent again after its run has ended. */
async function recordPost(run: RunRef, input: BlogRunInput, kept: KeptPost, delivered: Delivered) {
  await BlogContent.record(recordOf(run, input, kept, delivered));
  const approval = approvalOf(run, input, kept, delivered);
  if (approval) await Approval.request(approval);
}

/**
 * A delivered post's record and its draft's approval, written with the run's success: neither is listed before the
 * run has ended succeeded with its credits. A run whose last attempt recorded them outside the run's transaction (as
 * runs did before) finds one written already; each is then written on its own, once, and the run succeeds as it would.
 */
export async function withPostCommit(run: RunRef, input: BlogRunInput, result: RunResult): Promise<RunResult> {
  const kept = await KeptOutput.read<KeptPost>(run);
  // Kept before it was sent, so a passing fault of the store: the delivery is tried again.
  if (!kept) throw new Error(`The kept post of run ${run.runId} could not be read.`);
  const delivered = result.output as unknown as Delivered;
  const record = BlogContent.recordWrites(recordOf(run, input, kept, delivered));
  const approval = approvalOf(run, input, kept, delivered);
  return {
    ...result,
    commit: {
      writes: [...record.writes, ...(approval ? Approval.requestWrites(approval) : [])],
      tally: record.tally,
      superseded: async () => {
        await recordPost(run, input, kept, delivered);
        return result;
      },
    },
  };
}

/** Publish again: the post a site refused, sent and recorded as the run would have. */
export const publishKeptPost: Publisher = async (run, kept) => {
  const input = run.input as BlogRunInput;
  const sent = await deliverPost(run, input, kept as KeptPost);
  await recordPost(run, input, kept as KeptPost, sent.output);
  return sent;
};
