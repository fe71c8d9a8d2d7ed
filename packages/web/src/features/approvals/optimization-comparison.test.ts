import { describe, expect, it } from "vitest";
import { checkTrend, comparisonOf, resultLabel, scoreDelta, scoreRows, scoreText } from "./optimization-comparison";

const side = (score: number) => ({
  title: "Basil",
  content: "<p>Basil</p>",
  excerpt: "",
  seo_title: "Basil - Herbs",
  meta_description: "All about basil.",
  focus_keyphrase: "basil",
  seo_score: score,
  readability_score: score - 10,
  score: score - 5,
});

describe("comparisonOf", () => {
  it("reads an optimization's before and after, and its changed checks", () => {
    const preview = {
      content: "<p>Basil</p>",
      provider: "rankmath",
      before: side(40),
      after: { ...side(80), edited: false },
      changed_checks: [{ id: "a", name: "Alpha", before: "problem", after: "good" }],
      notes: ["Thin post (11 words): its words are kept as they are. Expanding this post needs an AI provider.", 3],
    };
    expect(comparisonOf(preview)).toEqual({
      provider: "rankmath",
      before: side(40),
      after: { ...side(80), edited: false },
      changed_checks: preview.changed_checks,
      notes: [preview.notes[0]],
    });
  });

  it("keeps an older optimization's comparison without its checks, and has none for a blog post's preview", () => {
    const older = { provider: "yoast", before: { ...side(40), content: null }, after: side(80), changed_checks: null };
    expect(comparisonOf(older)).toMatchObject({ changed_checks: null, after: { edited: false }, notes: [] });
    expect(comparisonOf({ content: "<p>New</p>", excerpt: "", url: "" })).toBeNull();
    expect(comparisonOf({ before: null, after: null })).toBeNull();
  });
});

describe("the scores", () => {
  it("are SEO, readability and the provider's overall score, before and after", () => {
    const rows = scoreRows({ provider: "yoast", before: side(40), after: { ...side(80), edited: false }, changed_checks: [], notes: [] });
    expect(rows).toEqual([
      { name: "SEO", before: 40, after: 80 },
      { name: "Readability", before: 30, after: 70 },
      { name: "Overall (Yoast)", before: 35, after: 75 },
    ]);
  });

  it("say their band in words and their change signed", () => {
    expect(scoreText(72)).toBe("72 (Good)");
    expect(scoreText(41)).toBe("41 (OK)");
    expect(scoreText(null)).toBe("Not kept");
    expect(scoreDelta(40, 52)).toBe("+12");
    expect(scoreDelta(52, 49)).toBe("-3");
    expect(scoreDelta(null, 49)).toBeNull();
  });
});

describe("a changed check", () => {
  it("reads its results as words and says whether it got better", () => {
    expect(resultLabel("needs improvement")).toBe("Needs improvement");
    expect(checkTrend({ before: "problem", after: "good" })).toBe("better");
    expect(checkTrend({ before: "good", after: "needs improvement" })).toBe("worse");
    expect(checkTrend({ before: "not checked", after: "good" })).toBeNull();
  });
});
