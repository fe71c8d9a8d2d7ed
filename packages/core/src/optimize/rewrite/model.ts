import { load } from "cheerio";
import * as v from "valibot";
import { Ai, DATA_NOT_INSTRUCTIONS } from "../../ai";
import { languageName, SUBSTANCE_RULES } from "../../ai/prompt";
import type { Check } from "../profiles";
import { THIN_WORDS, wordCount } from "../words";
import type { OptimizedPost, RewriteInput } from "./types";

const MAX_RELATED = 30;

/** The model's revision. The descriptions guide the model. */
const Rewritten = v.object({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(300), v.description("The SEO title: at most 60 characters, the focus keyphrase near its start.")),
  meta_description: v.pipe(v.string(), v.maxLength(1000), v.description("120-156 characters, holds the focus keyphrase.")),
  content: v.pipe(v.string(), v.minLength(1), v.maxLength(500_000), v.description("The whole revised post as HTML.")),
});

const PROVIDER_NAMES = { yoast: "Yoast SEO", rankmath: "Rank Math", semrush: "Semrush's SEO Writing Assistant" } as const;

function system(input: RewriteInput) {
  return [
    `You are an SEO editor. You revise one existing blog post in ${languageName(input.post.locale.slice(0, 2))} so it passes the checks ${PROVIDER_NAMES[input.provider]} makes.`,
    "Fix exactly the failing checks you are given. Keep the post's facts, meaning, voice, language, images and existing links; never invent facts, statistics, quotes or URLs.",
    "Internal links may only use the exact URLs listed as the site's posts.",
    "`title` is the SEO title search results show (at most 60 characters, the focus keyphrase near its start); `meta_description` is 120 to 156 characters and holds the focus keyphrase.",
    "`content` is the whole post as HTML using only <p>, <h2>, <h3>, <ul>, <ol>, <li>, <a href>, <strong>, <em>, <img> and <figure>. Never use <h1>.",
    DATA_NOT_INSTRUCTIONS,
  ].join("\n");
}

/** A thin post needs more than fixes: the model is asked for a rewrite of at least 300 words on the owner's text. */
function thinTask(input: RewriteInput): string[] {
  const words = wordCount(input.post.content);
  if (words >= THIN_WORDS) return [];
  return [
    `The post is thin (${words} words): rewrite it into at least ${THIN_WORDS} words built on the owner's text.`,
    "Keep the owner's text first and whole, then add sections with <h2> subheadings on what a reader of the post needs next, in plain, varied sentences that never repeat.",
    SUBSTANCE_RULES,
  ];
}

function prompt(input: RewriteInput, failing: Check[]) {
  const related = input.related.slice(0, MAX_RELATED).map((post) => `- ${post.title} (${post.url})`);
  return [
    "Revise the post now.",
    ...thinTask(input),
    `Focus keyphrase: ${input.post.focus_keyphrase}`,
    "Failing checks:",
    ...failing.map((check) => `- ${check.label}: ${check.advice}`),
    "<site_data>",
    related.length ? `The site's posts:\n${related.join("\n")}` : "The site has no other posts.",
    `Post title: ${input.post.title}`,
    `SEO title: ${input.post.seo_title}`,
    `Meta description: ${input.post.meta_description}`,
    `Content:\n${input.post.content}`,
    "</site_data>",
  ].join("\n");
}

/** Scripts, styles, frames and event handlers have no place in a post the model returns. */
function clean(html: string) {
  const $ = load(html, null, false);
  $("script, style, iframe, object, embed, form").remove();
  $("*").each((_, element) => {
    const node = $(element);
    for (const [name, value] of Object.entries(node.attr() ?? {})) if (/^on/i.test(name) || /^\s*javascript:/i.test(value)) node.removeAttr(name);
  });
  return $.html();
}

/** The configured model's revision, steered by the failing checks; the caller scores it like any other. */
export async function rewriteWithModel(input: RewriteInput, failing: Check[]) {
  const written = await Ai.generate({ schema: Rewritten, system: system(input), prompt: prompt(input, failing) });
  const post: OptimizedPost = {
    ...input.post,
    seo_title: written.value.title.trim(),
    meta_description: written.value.meta_description.trim(),
    content: clean(written.value.content),
  };
  return { post, provider: written.provider, model: written.model };
}
