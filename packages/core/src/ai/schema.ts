import * as v from "valibot";
import type { Score } from "../seo";

/** What a blog agent asks the writer for. Text from the site (titles, purpose, features) is data, never instructions. */
export interface BlogBrief {
  /** A language code such as "en", "de" or "fr". */
  language: string;
  /** The writing style's description, as prompt text. */
  style: string;
  /** The keyword this post targets; the agent rotates through its keywords. */
  focusKeyword: string;
  keywords: string[];
  categories: string[];
  niche: string;
  audience: string;
  purpose: string;
  features: string[];
  siteName: string;
  siteUrl: string;
  /** The site's posts: candidates for internal links, and titles never to reuse. */
  existingPosts: { title: string; url: string }[];
  /** Varies the output deterministically (agent id and run date). */
  seed: string;
  /** What the site already says about the keyword: passages of its chat knowledge (its PDF, posts and pages), best first. Plain text. */
  knowledge?: KnowledgePassage[];
}

/** A passage the site itself wrote: from its chat agents' PDF (no address) or from one of its posts or pages. */
export interface KnowledgePassage {
  /** The PDF's name, or the post's or page's title. */
  title: string;
  url: string | null;
  text: string;
}

/** A post as every writer returns it, offline or from a provider. The descriptions guide the model. */
export const WrittenPost = v.object({
  title: v.pipe(
    v.string(),
    v.minLength(5),
    v.maxLength(120),
    v.description("The post title; it starts with the focus keyphrase and is 40-60 characters long."),
  ),
  slug: v.pipe(v.string(), v.minLength(1), v.maxLength(120), v.description("Lower-case URL slug with hyphens that contains the focus keyphrase.")),
  meta_description: v.pipe(v.string(), v.minLength(50), v.maxLength(200), v.description("120-156 characters, contains the focus keyphrase once.")),
  focus_keyphrase: v.pipe(v.string(), v.minLength(1), v.maxLength(120), v.description("The focus keyphrase, exactly as given.")),
  excerpt: v.pipe(v.string(), v.minLength(1), v.maxLength(600), v.description("One or two sentences that summarise the post.")),
  content: v.pipe(
    v.string(),
    v.minLength(500),
    v.description("The post body as HTML using only <p>, <h2>, <h3>, <ul>, <li> and <a href>; no <h1>; 900-1500 words."),
  ),
  featured_image_url: v.optional(v.pipe(v.string(), v.url(), v.description("Only when you have a real image URL."))),
});
export type WrittenPost = v.InferOutput<typeof WrittenPost>;

export type Provider = "offline" | "openai-compatible" | "bedrock";

/** A result with who wrote it; `notes` say what a reader of the run should know (e.g. a language fallback). */
export interface Authored<T> {
  value: T;
  provider: Provider;
  model: string;
  notes: string[];
}

/** A post with its final score, when the writer scored its versions to choose one. */
export interface Scored extends Authored<WrittenPost> {
  score?: Score;
}

export interface WriteOptions {
  signal?: AbortSignal;
  /** When the writing must be done (epoch ms): each call gets the time left, and a revision that would not fit is skipped. */
  deadline?: number;
  /** Scores a version of the post as the site will keep it; the model's passes are judged by it. */
  score?: (post: WrittenPost) => Score | Promise<Score>;
  /** Reports a pass of the model's pipeline as a run step. */
  step?: (name: string, detail: string) => Promise<void>;
}
