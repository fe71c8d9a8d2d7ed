import { describe, expect, it } from "vitest";
import type { Score } from "../../seo";
import { blogSystemPrompt } from "../prompt";
import type { BlogBrief, WrittenPost } from "../schema";
import { draftPrompt } from "./draft";
import { type Outline, outlinePrompt, outlineSystemPrompt } from "./outline";
import { failingChecks, revisionPrompt } from "./revision";

const brief: BlogBrief = {
  language: "en",
  style: "Clear and practical, with short sentences",
  focusKeyword: "home espresso",
  keywords: ["home espresso", "coffee grinder"],
  categories: ["Brewing"],
  niche: "Specialty coffee at home",
  audience: "Home baristas with a first machine",
  purpose: "We sell beans roasted weekly and teach people to brew them well.",
  features: ["Roasted every Monday", "Free brewing guides"],
  siteName: "Bean There",
  siteUrl: "https://beanthere.example",
  existingPosts: [{ title: "Coffee grinder burrs: flat or conical", url: "https://beanthere.example/grinder-burrs/" }],
  knowledge: [{ title: "Brew guide.pdf", url: null, text: "Our espresso recipe: 18 g in, 36 g out, 25 to 30 seconds at 93 °C." }],
  seed: "agt_coffee|2026-03-02",
};

const outline: Outline = {
  title: "Home espresso: dialling in your first shot",
  slug: "home-espresso-first-shot",
  sections: [
    { heading: "What a good shot weighs and how long it runs", subheadings: [] },
    { heading: "Grind size, step by step", subheadings: ["When the shot runs fast", "When it chokes"] },
  ],
  faq_questions: ["How hot should the water be?"],
  internal_links: [{ title: "Coffee grinder burrs: flat or conical", url: "https://beanthere.example/grinder-burrs/" }],
};

const draft: WrittenPost = {
  title: outline.title,
  slug: outline.slug,
  meta_description: "Dial in home espresso: 18 g in, 36 g out in 25 to 30 seconds.",
  focus_keyphrase: "home espresso",
  excerpt: "The numbers behind a first good shot.",
  content: "<p>A shot of home espresso starts with 18 g of coffee.</p><h2>Grind size, step by step</h2><p>Grind finer when it runs fast.</p>",
};

const score: Score = {
  seo_score: 61,
  readability_score: 84,
  seo_rating: "ok",
  readability_rating: "good",
  problems: [{ id: "metaDescriptionLength", score: 6, text: "Meta description length: The meta description is too short (under 120 characters)." }],
};

const prompts = {
  outlineSystem: outlineSystemPrompt(brief),
  outline: outlinePrompt(brief),
  writerSystem: blogSystemPrompt(brief),
  draft: draftPrompt(brief, outline),
  revision: revisionPrompt(brief, draft, score, failingChecks(brief, draft, score)),
};

describe("the writer's prompts", () => {
  it("carry the onboarding configuration, the site's posts and its knowledge into every step", () => {
    for (const [step, prompt] of Object.entries(prompts).filter(([step]) => !step.endsWith("System"))) {
      for (const fact of [
        "Niche: Specialty coffee at home",
        "Target audience: Home baristas with a first machine",
        "Purpose of the site: We sell beans roasted weekly and teach people to brew them well.",
        "Strong features and benefits: Roasted every Monday; Free brewing guides",
        "- Coffee grinder burrs: flat or conical (https://beanthere.example/grinder-burrs/)",
        '- From "Brew guide.pdf", quoted: "Our espresso recipe: 18 g in, 36 g out, 25 to 30 seconds at 93 °C."',
      ]) {
        expect(prompt, step).toContain(fact);
      }
    }
  });

  it("ask for concrete facts, numbers and steps, and forbid filler, in the plan, the draft and every revision", () => {
    for (const system of [prompts.outlineSystem, prompts.writerSystem]) {
      expect(system).toContain("facts, numbers (quantities, sizes, times, prices, temperatures) or steps in order");
      expect(system).toContain("no generic motivational lines");
      expect(system).toContain('no targets such as "set one goal for this month"');
      expect(system).toContain("no questions to the reader that the post does not answer");
      expect(system).toContain("never stuffed in");
    }
    expect(prompts.revision).toContain("none of the filler the system prompt forbids");
  });

  it.each(Object.keys(prompts))("are as recorded for the %s step", (step) => {
    expect(prompts[step as keyof typeof prompts]).toMatchSnapshot();
  });
});
