import { data, siteContext } from "../prompt";
import type { BlogBrief } from "../schema";
import type { Outline } from "./outline";

/** The plan, in the words the writer reads it: model output, so it is delimited like the site's data. */
function planText(outline: Outline): string {
  const sections = outline.sections.flatMap((section) => [
    `- <h2> ${data(section.heading)}`,
    ...section.subheadings.map((heading) => `  - <h3> ${data(heading)}`),
  ]);
  const questions = outline.faq_questions.map((question) => `- ${data(question)}`);
  const links = outline.internal_links.map((link) => `- ${data(link.title)} (${link.url})`);
  return [
    "<outline>",
    `Title: ${data(outline.title)}`,
    `Slug: ${data(outline.slug)}`,
    "Sections:",
    ...sections,
    questions.length ? `FAQ questions:\n${questions.join("\n")}` : "FAQ questions: choose 3 to 5.",
    links.length ? `Internal links (use these exact URLs):\n${links.join("\n")}` : "Internal links: none chosen; link the site's home page once.",
    "</outline>",
  ].join("\n");
}

export function draftPrompt(brief: BlogBrief, outline: Outline): string {
  return [
    "Write the blog post now, following the outline between <outline> and </outline>: its title, slug, sections in order, FAQ questions and internal links.",
    "Add an introduction before the first section, the FAQ section with each question as an <h3>, and a conclusion.",
    planText(outline),
    siteContext(brief),
  ].join("\n");
}
