import { load } from "cheerio";
import { type Fix, profiles } from "../profiles";
import {
  addSubheadings,
  addTableOfContents,
  altFromFileNames,
  demoteH1,
  keyphraseInImageAlt,
  keyphraseInIntroduction,
  keyphraseInSubheadings,
  linkRelatedPosts,
  splitParagraphs,
  splitSentences,
} from "./edits";
import { metaDescriptionFor } from "../../seo/meta-description";
import { seoTitleFor } from "../../seo/seo-title";
import { type OptimizedPost, type RewriteInput, scored } from "./types";

/** An edit fixes one pass over the text; more passes catch checks an earlier edit set off (new headings without the keyphrase). */
const PASSES = 3;

/** Structure first, then wording, then the title and description, which are drawn from the edited text. */
const ORDER: Fix[] = [
  "single_h1",
  "paragraphs",
  "sentences",
  "subheadings",
  "keyphrase_subheading",
  "keyphrase_intro",
  "image_alt",
  "image_keyphrase",
  "internal_links",
  "table_of_contents",
  "seo_title",
  "meta_description",
];

function pass(input: RewriteInput, post: OptimizedPost): OptimizedPost {
  const profile = profiles[input.provider];
  const failing = new Set(
    profile
      .score(scored(post))
      .checks.filter((check) => !check.passed)
      .flatMap((check) => profile.fixes[check.id] ?? []),
  );
  if (failing.size === 0) return post;
  const $ = load(post.content, null, false);
  const keyphrase = post.focus_keyphrase;
  let { seo_title, meta_description } = post;
  for (const fix of ORDER.filter((name) => failing.has(name))) {
    if (fix === "single_h1") demoteH1($);
    if (fix === "paragraphs") splitParagraphs($);
    if (fix === "sentences") splitSentences($);
    if (fix === "subheadings") addSubheadings($);
    if (fix === "keyphrase_subheading") keyphraseInSubheadings($, keyphrase);
    if (fix === "keyphrase_intro") keyphraseInIntroduction($, keyphrase);
    if (fix === "image_alt") altFromFileNames($, keyphrase);
    if (fix === "image_keyphrase") keyphraseInImageAlt($, keyphrase);
    if (fix === "internal_links") linkRelatedPosts($, keyphrase, post.title, input.related, post.url);
    if (fix === "table_of_contents") addTableOfContents($);
    if (fix === "seo_title")
      seo_title = seoTitleFor({ title: post.title, keyphrase, siteName: input.siteName, taken: input.related.map((other) => other.title) });
    if (fix === "meta_description") meta_description = metaDescriptionFor({ content: $.html(), keyphrase });
  }
  return { ...post, content: $.html(), seo_title, meta_description };
}

/**
 * The deterministic rewrite: only the edits the provider's failing checks call for, repeated until
 * nothing changes. A post that passes those checks comes back as it was.
 */
export function rewriteOffline(input: RewriteInput): OptimizedPost {
  let post = input.post;
  for (let index = 0; index < PASSES; index++) {
    const next = pass(input, post);
    if (next.content === post.content && next.seo_title === post.seo_title && next.meta_description === post.meta_description) break;
    post = next;
  }
  return post;
}
