import { describe, expect, it } from "vitest";
import { contactPageOf } from "../knowledge/contact-page";
import { buildKnowledge, loadKnowledge } from "../knowledge/index-file";
import { pdfPassages } from "../knowledge/passages";
import { citations } from "./model";
import { findAnswer } from "./offline";
import { questionParts } from "./parts";

const knowledge = loadKnowledge(
  JSON.parse(
    JSON.stringify(
      buildKnowledge(
        pdfPassages("Bakery.pdf", [
          "Our breads\nWe bake three breads every morning: sourdough, rye and spelt.",
          "Prices\nSourdough: EUR 4.50 a loaf.\nRye: EUR 3.80 a loaf.\nSpelt: EUR 4.20 a loaf.",
          "Courses\nOur baking courses cost EUR 60 per person.",
        ]),
        1,
      ),
    ),
  ),
);

describe("questions that ask two things", () => {
  it("splits a message into the questions it asks", () => {
    expect(questionParts("Which breads do you bake and how much are they?")).toEqual(["Which breads do you bake", "how much are they"]);
    expect(questionParts("Do you bake rye? When do you open?")).toEqual(["Do you bake rye", "When do you open"]);
    expect(questionParts("Do you sell salt and pepper?")).toEqual(["Do you sell salt and pepper"]);
  });

  it("answers each part with its best sentences, a part that points back continuing the first, and numbers both sources", () => {
    const found = findAnswer(knowledge, "Which breads do you bake and how much are they?")!;
    expect(found.sources.map((passage) => passage.page)).toEqual([1, 2]);
    expect(found.content).toBe(
      "We bake three breads every morning: sourdough, rye and spelt. [1] Sourdough: EUR 4.50 a loaf. Rye: EUR 3.80 a loaf. Spelt: EUR 4.20 a loaf. [2]",
    );
  });

  it("answers each part of a question joined by 'and', ';' or two question marks, and says which part it could not find", () => {
    expect(findAnswer(knowledge, "How much is the baking course, and do you sell croissants?")?.content).toBe(
      'Our baking courses cost EUR 60 per person. I couldn\'t find anything about "do you sell croissants" in the information I have.',
    );
    expect(findAnswer(knowledge, "Do you sell croissants? How much is rye?")?.content).toBe(
      'Rye: EUR 3.80 a loaf. I couldn\'t find anything about "Do you sell croissants" in the information I have.',
    );
    expect(findAnswer(knowledge, "How much is rye; how much is the baking course?")?.content).toBe(
      "Rye: EUR 3.80 a loaf. [1] Our baking courses cost EUR 60 per person. [2]",
    );
  });

  it("answers a single question from one source, without numbers", () => {
    const found = findAnswer(knowledge, "How much is the baking course?")!;
    expect(found).toMatchObject({ content: "Our baking courses cost EUR 60 per person.", sources: [{ page: 3 }] });
  });
});

describe("a model's citations", () => {
  const passages = pdfPassages("Bakery.pdf", ["One.", "Two.", "Three."]);

  it("become the sources in the order the answer names them, renumbered from 1", () => {
    const { text, sources } = citations("Rye is EUR 3.80 [3]. We bake rye [1]. Rye again [3].", passages, 3, [3, 1]);
    expect(text).toBe("Rye is EUR 3.80 [1]. We bake rye [2]. Rye again [1].");
    expect(sources.map((passage) => passage.page)).toEqual([3, 1]);
  });

  it("leave no number in an answer from one source, and drop a number that names no passage", () => {
    expect(citations("Rye is EUR 3.80 [2] [9].", passages, 2)).toEqual({ text: "Rye is EUR 3.80.", sources: [passages[1]] });
  });
});

describe("the site's contact page", () => {
  it("is the page titled or addressed as one, in the site's language, pages before posts", () => {
    expect(
      contactPageOf([
        { title: "How to contact a baker", url: "https://bakery.example/how-to-contact/", type: "post" },
        { title: "Kontakt", url: "https://bakery.example/kontakt/", type: "page" },
      ]),
    ).toBe("https://bakery.example/kontakt/");
    expect(contactPageOf([{ title: "Write to us", url: "https://bakery.example/contact-us/" }])).toBe("https://bakery.example/contact-us/");
    expect(contactPageOf([{ title: "Contáctanos", url: "https://bakery.example/?page_id=7" }])).toBe("https://bakery.example/?page_id=7");
    expect(contactPageOf([{ title: "About", url: "https://bakery.example/about/" }])).toBeNull();
  });
});
