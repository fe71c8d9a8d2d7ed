import { describe, expect, it } from "vitest";
import { analyse, changedChecks, checkResult, type KeptCheck } from "./compare";
import { rewriteOffline } from "./rewrite/offline";
import type { OptimizedPost } from "./rewrite/types";

const check = (id: string, name: string, result: KeptCheck["result"]): KeptCheck => ({ id, name, result });

describe("the checks a rewrite changed", () => {
  it("lists only the checks whose result differs, named, with their result before and after, in the order of the rewrite's checks", () => {
    const before = [
      check("introductionKeyword", "Keyphrase in introduction", "problem"),
      check("textLength", "Text length", "good"),
      check("textSentenceLength", "Sentence length", "needs improvement"),
      check("internalLinks", "Internal links", "problem"),
    ];
    const after = [
      check("internalLinks", "Internal links", "good"),
      check("introductionKeyword", "Keyphrase in introduction", "good"),
      check("textLength", "Text length", "good"),
      check("textSentenceLength", "Sentence length", "problem"),
    ];
    expect(changedChecks(before, after)).toEqual([
      { id: "internalLinks", name: "Internal links", before: "problem", after: "good" },
      { id: "introductionKeyword", name: "Keyphrase in introduction", before: "problem", after: "good" },
      { id: "textSentenceLength", name: "Sentence length", before: "needs improvement", after: "problem" },
    ]);
  });

  it("says 'not checked' for a check only one side made, and nothing when no result changed", () => {
    const before = [check("a", "Alpha", "good"), check("b", "Beta", "problem")];
    const after = [check("a", "Alpha", "good"), check("c", "Gamma", "needs improvement")];
    expect(changedChecks(before, after)).toEqual([
      { id: "c", name: "Gamma", before: "not checked", after: "needs improvement" },
      { id: "b", name: "Beta", before: "problem", after: "not checked" },
    ]);
    expect(changedChecks(before, before)).toEqual([]);
  });

  it("rates a check good when it passes, 'needs improvement' when it partly does, else a problem", () => {
    expect(checkResult({ passed: true })).toBe("good");
    expect(checkResult({ passed: false, partial: true })).toBe("needs improvement");
    expect(checkResult({ passed: false })).toBe("problem");
  });
});

const sentences = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `Gardeners who try ${topic} on a small balcony often start with a few pots, a bag of compost and a watering can, and they learn quickly that light and wind matter more than the size of the space they have ${index + 1}.`,
  ).join(" ");

const weak: OptimizedPost = {
  title: "What I learned this summer",
  seo_title: "",
  meta_description: "Notes.",
  focus_keyphrase: "balcony herb garden",
  content: `<h1>Summer notes</h1><p>${sentences("growing herbs", 8)}</p><p>${sentences("watering", 8)}</p>`,
  slug: "what-i-learned-this-summer",
  url: "https://herbs.example/what-i-learned-this-summer/",
  locale: "en_US",
};

describe("an optimization's analysis", () => {
  it("gives Yoast's SEO and readability scores beside the provider's, and the rewrite's changed checks include the ones it repaired", () => {
    const before = analyse("yoast", weak).analysis;
    const rewritten = rewriteOffline({ provider: "yoast", post: weak, related: [], siteName: "Herb Notes" });
    const after = analyse("yoast", rewritten).analysis;
    for (const analysis of [before, after]) {
      expect(analysis.score).toBe(Math.round((analysis.seo_score + analysis.readability_score) / 2));
    }
    expect(after.seo_score).toBeGreaterThan(before.seo_score);
    const changed = changedChecks(before.checks, after.checks);
    expect(changed).toContainEqual({ id: "introductionKeyword", name: "Keyphrase in introduction", before: "problem", after: "good" });
    expect(changed.every((item) => item.before !== item.after)).toBe(true);
  });

  it("does not claim a content check for a rewrite that wrote no text, even when its headings and links tip the word count", () => {
    const before = [
      check("textLength", "Text length", "needs improvement"),
      check("lengthContent", "Content length", "problem"),
      check("introductionKeyword", "Keyphrase in introduction", "problem"),
    ];
    const after = [
      check("textLength", "Text length", "good"),
      check("lengthContent", "Content length", "good"),
      check("introductionKeyword", "Keyphrase in introduction", "good"),
    ];
    expect(changedChecks(before, after, { addedText: false })).toEqual([
      { id: "introductionKeyword", name: "Keyphrase in introduction", before: "problem", after: "good" },
    ]);
    expect(changedChecks(before, after).map((change) => change.id)).toEqual(["textLength", "lengthContent", "introductionKeyword"]);
  });
});
