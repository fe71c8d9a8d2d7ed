import { describe, expect, it } from "vitest";
import { buildKnowledge, loadKnowledge } from "./index-file";
import { pdfPassages } from "./passages";
import { relatedWords } from "../../text/synonyms";
import { languageIn, queryGroups, terms } from "../../text/terms";
import { closeWordNet } from "../../text/wordnet";
import { retrieve } from "../answer/retrieve";

const alikeOf = (question: string, word: string) => queryGroups(question).find((group) => group.word === word)?.alike ?? [];

describe("synonyms from WordNet", () => {
  it("loads in well under a second from the package's files, and then answers from memory", () => {
    closeWordNet();
    const cold = performance.now();
    expect(relatedWords("warranty")).toContain("guarantee");
    expect(performance.now() - cold).toBeLessThan(500);
    const warm = performance.now();
    for (const word of ["cost", "open", "delivery", "refund", "founded", "varieties"]) relatedWords(word);
    expect(performance.now() - warm).toBeLessThan(100);
  });

  it("gives a visitor's word the words a text uses for it", () => {
    expect(relatedWords("trade-ins")).toEqual(expect.arrayContaining(["trade in", "exchange"]));
    expect(relatedWords("started")).toEqual(expect.arrayContaining(["begin", "founder", "found"]));
    expect(relatedWords("decaffeinated_coffee")).toContain("decaf");
    // A sense most people do not mean stays out: a car is not a "machine".
    expect(relatedWords("car")).not.toContain("machine");
  });

  it("weighs a synonym below the visitor's own word, and takes a hyphenated word as one", () => {
    expect(queryGroups("Do you take trade-ins?")).toEqual([{ word: "trad ins", alike: expect.arrayContaining(["exchang"]) }]);
    expect(alikeOf("Who started it?", "start")).toEqual(expect.arrayContaining(["found", "founder"]));
    const knowledge = loadKnowledge(
      JSON.parse(
        JSON.stringify(
          buildKnowledge(pdfPassages("Shop.pdf", ["Machines\nWe accept your old machine in part-exchange.", "Opening hours\nMonday to Friday."]), 1),
        ),
      ),
    );
    const { hits } = retrieve(knowledge, "Do you take trade-ins?");
    expect(hits.map((hit) => [hit.passage.page, hit.coverage])).toEqual([[1, 0.5]]);
  });

  it("takes one step from the visitor's word, not a second through the product's groups", () => {
    // WordNet: "walking" → "walk-to" → "close"; the product's group of "close" is opening hours, which is no walk.
    expect(alikeOf("Do you do dog walking?", "walk")).not.toContain("hour");
    expect(alikeOf("When do you close?", "clos")).toContain("hour");
  });

  it("asks for a price with 'how much', and drops the form words of 'how long' and 'what time'", () => {
    expect(queryGroups("How much are they?").map((group) => group.word)).toEqual(["cost"]);
    expect(queryGroups("How long is the warranty?").map((group) => group.word)).toEqual(["warranty"]);
    expect(queryGroups("What time do you close?").map((group) => group.word)).toEqual(["clos"]);
    expect(queryGroups("Which varieties do you sell?")).toEqual([
      expect.objectContaining({ word: "variety", focus: true }),
      expect.objectContaining({ word: "sell" }),
    ]);
  });
});

describe("other languages", () => {
  it("tells a text's language by its commonest words, and English by default", () => {
    expect(languageIn("Wie viel kostet der Kaffee und wann habt ihr offen?")).toBe("de");
    expect(languageIn("¿Cuánto cuesta el café y cuándo abren?")).toBe("es");
    // "per" alone does not make a price list Italian.
    expect(languageIn("Price list. Basic plan: $19 per month with one garden plan.")).not.toBe("it");
    expect(languageIn("Preise")).toBeNull();
  });

  it("stems a German question with the German stemmer, without synonyms", () => {
    expect(terms("Öffnungszeiten", "de")).toEqual(terms("Öffnungszeit", "de"));
    expect(queryGroups("Wann sind die Öffnungszeiten?", "de")).toEqual([{ word: "offnungszeit", alike: [] }]);
  });

  it("answers a German question from a German text, each indexed in its language", () => {
    const knowledge = loadKnowledge(
      JSON.parse(
        JSON.stringify(
          buildKnowledge(
            pdfPassages("Laden.pdf", [
              "Öffnungszeiten\nWir haben Montag bis Freitag von 9 bis 18 Uhr für Sie geöffnet.",
              "Preise\nDer Kaffee kostet bei uns 3 Euro, und der Kuchen kostet 4 Euro.",
            ]),
            1,
          ),
        ),
      ),
    );
    expect(knowledge.languages).toEqual(["de", "de"]);
    expect(retrieve(knowledge, "Was kosten die Kuchen?").hits[0]?.passage.page).toBe(2);
    expect(retrieve(knowledge, "Wann habt ihr geöffnet?").hits[0]?.passage.page).toBe(1);
  });
});
