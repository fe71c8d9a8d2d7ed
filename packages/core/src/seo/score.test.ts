import { describe, expect, it } from "vitest";
import { Seo } from ".";
import { titleWidth } from "./title-width";

const thin = {
  title: "Notes",
  slug: "notes",
  meta_description: "Short.",
  focus_keyphrase: "home composting",
  content: "<p>This text was written quickly and it is about something else entirely.</p>",
  url: "https://greenbalcony.example/notes/",
  locale: "en_US",
};

describe("Seo.score", () => {
  it("uses Yoast's bands: above 70 good, 41 to 70 ok, 40 or less bad", () => {
    expect([71, 70, 41, 40, 0].map(Seo.rating)).toEqual(["good", "ok", "ok", "bad", "bad"]);
  });

  it("rates a thin post that ignores its keyphrase as bad, and says what to fix, worst first", () => {
    const score = Seo.score(thin);
    expect(score.seo_rating).toBe("bad");
    const ids = score.problems.map((problem) => problem.id);
    expect(ids).toEqual(expect.arrayContaining(["textLength", "introductionKeyword", "keyphraseInSEOTitle", "metaDescriptionLength"]));
    expect(score.problems.map((problem) => problem.score)).toEqual([...score.problems.map((problem) => problem.score)].sort((a, b) => a - b));
    expect(score.problems.every((problem) => !/<[a-z]/.test(problem.text))).toBe(true);
  });

  it("scores other languages with their own researcher, and any locale without failing", () => {
    const german = {
      ...thin,
      title: "Kompost auf dem Balkon: so gelingt der Start",
      focus_keyphrase: "Kompost auf dem Balkon",
      content: "<p>Kompost auf dem Balkon ist einfach. Zuerst brauchen Sie eine Kiste. Außerdem sammeln Sie Küchenabfälle.</p>",
      locale: "de_DE",
    };
    expect(Seo.score(german).problems.map((problem) => problem.id)).not.toContain("introductionKeyword");
    for (const locale of ["de", "fr-FR", "ja", "xx"]) expect(Seo.score({ ...thin, locale }).seo_score).toBeGreaterThanOrEqual(0);
  });

  it("estimates the title's width as Google's result page renders it", () => {
    expect(titleWidth("Home composting: a practical guide for balcony gardeners")).toBeGreaterThan(400);
    expect(titleWidth("Home composting: a practical guide for balcony gardeners")).toBeLessThan(600);
    expect(titleWidth("WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW")).toBeGreaterThan(600);
  });
});
