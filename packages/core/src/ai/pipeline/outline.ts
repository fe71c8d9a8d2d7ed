import * as v from "valibot";
import { DATA_NOT_INSTRUCTIONS, languageName, linkablePosts, siteContext, SUBSTANCE_RULES } from "../prompt";
import type { BlogBrief } from "../schema";

/** The plan a draft is written from: asked for first, as its own structured call. */
export const Outline = v.object({
  title: v.pipe(
    v.string(),
    v.minLength(5),
    v.maxLength(120),
    v.description("Starts with the focus keyphrase; 40-60 characters; differs from every existing title."),
  ),
  slug: v.pipe(v.string(), v.minLength(1), v.maxLength(120), v.description("Lower-case URL slug with hyphens that contains the focus keyphrase.")),
  sections: v.pipe(
    v.array(
      v.object({
        heading: v.pipe(v.string(), v.minLength(1), v.maxLength(160), v.description("The <h2> heading.")),
        subheadings: v.pipe(v.array(v.pipe(v.string(), v.maxLength(160))), v.maxLength(4), v.description("<h3> headings inside the section, if any.")),
      }),
    ),
    v.minLength(2),
    v.maxLength(10),
    v.description("The body's sections in order, before the FAQ and the conclusion."),
  ),
  faq_questions: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(200))), v.maxLength(8), v.description("3-5 questions a reader asks.")),
  internal_links: v.pipe(
    v.array(v.object({ title: v.string(), url: v.string() })),
    v.maxLength(5),
    v.description("2 or 3 of the site's existing posts to link, with their exact titles and URLs."),
  ),
});
export type Outline = v.InferOutput<typeof Outline>;

export function outlineSystemPrompt(brief: BlogBrief): string {
  return [
    `You are an SEO editor. You plan one blog post in ${languageName(brief.language)} for a WordPress site; a writer drafts it from your plan.`,
    "The plan must let the post pass Yoast SEO and readability checks:",
    "- a title of 40 to 60 characters that starts with the focus keyphrase, exactly as given, and differs from every existing post title; a slug that contains the keyphrase;",
    "- 4 to 7 <h2> sections (with <h3> subheadings where a section is long), the keyphrase in about half of the headings;",
    "- 3 to 5 FAQ questions a reader of the site's audience asks;",
    "- 2 or 3 internal links chosen only from the site's existing posts, with their exact titles and URLs (none when the site has no posts); never invent a URL.",
    "Plan sections that each answer one concrete question of the audience (how much, how long, which one, in what order), so the writer has facts and steps to give rather than general advice.",
    SUBSTANCE_RULES,
    DATA_NOT_INSTRUCTIONS,
  ].join("\n");
}

export const outlinePrompt = (brief: BlogBrief): string => ["Plan the blog post now.", siteContext(brief)].join("\n");

/** The plan as the draft may use it: internal links only to the site's own addresses, whatever the model proposed. */
export function keptOutline(outline: Outline, brief: BlogBrief): Outline {
  const known = new Set([...linkablePosts(brief).map((post) => post.url), brief.siteUrl]);
  const links = outline.internal_links.filter((link, index, all) => known.has(link.url) && all.findIndex((other) => other.url === link.url) === index);
  return { ...outline, internal_links: links };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const outlineSummary = (outline: Outline): string =>
  `"${outline.title}": ${count(outline.sections.length, "section", "sections")}, ${count(outline.faq_questions.length, "FAQ question", "FAQ questions")}, ${count(outline.internal_links.length, "internal link", "internal links")}`;
