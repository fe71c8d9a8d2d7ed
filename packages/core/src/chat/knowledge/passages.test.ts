import { describe, expect, it } from "vitest";
import { blocks, PASSAGE_WORDS, pdfPassages, sentences, sitePassages } from "./passages";
import { queryGroups, stem, terms } from "../../text/terms";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A paragraph as a PDF lays it out: lines broken where they fill the width. */
function wrap(text: string, width = 60) {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join("\n");
}

const sentence = (index: number) => `Sentence number ${index} tells the reader one more small fact about compost bins.`;

describe("passages", () => {
  it("joins a PDF's wrapped lines into paragraphs and keeps short lines and headings apart", () => {
    const paragraph = "Our compost bins are made from recycled plastic and last for many years in any weather, sun or snow.";
    const text = ["Opening hours", "Monday to Friday 9:00 to 18:00.", "Saturday 10:00 to 14:00.", "About us", wrap(paragraph)].join("\n");
    expect(blocks(text, { width: 60 })).toEqual([
      { heading: true, text: "Opening hours" },
      { heading: false, text: "Monday to Friday 9:00 to 18:00." },
      { heading: false, text: "Saturday 10:00 to 14:00." },
      { heading: true, text: "About us" },
      { heading: false, text: paragraph },
    ]);
  });

  it("merges paragraphs up to about 120 words, never splits a sentence, and carries the heading", () => {
    const long = Array.from({ length: 30 }, (_, index) => sentence(index + 1)).join(" ");
    const passages = sitePassages([{ title: "Compost guide", url: "https://example.com/compost/", text: `Bins and care\n${long}` }]);
    expect(passages.length).toBeGreaterThan(2);
    for (const passage of passages) {
      expect(passage).toMatchObject({ title: "Compost guide", url: "https://example.com/compost/", page: null, heading: "Bins and care" });
      expect(words(passage.text)).toBeLessThanOrEqual(PASSAGE_WORDS);
      expect(sentences(passage.text).every((part) => /^Sentence number \d+ .* bins\.$/.test(part))).toBe(true);
    }
    expect(passages.map((passage) => passage.text).join(" ")).toBe(long);
  });

  it("keeps each PDF passage on its page, with the document's name, and a section's heading across pages", () => {
    const passages = pdfPassages("Price list.pdf", [
      "Prices\nBasic plan: $19 per month\nPro plan: $49 per month",
      "Pro plan customers get phone support.",
      "Returns\nReturns are free within 30 days.",
    ]);
    expect(passages).toEqual([
      { title: "Price list.pdf", url: null, page: 1, heading: "Prices", text: "Basic plan: $19 per month\nPro plan: $49 per month" },
      { title: "Price list.pdf", url: null, page: 2, heading: "Prices", text: "Pro plan customers get phone support." },
      { title: "Price list.pdf", url: null, page: 3, heading: "Returns", text: "Returns are free within 30 days." },
    ]);
  });

  it("treats short lines in a row as a list, not as headings with nothing under them", () => {
    const passages = sitePassages([
      { title: "Services", url: "https://example.com/services/", text: "Free parking\nPets welcome\nGarden tours\nWe run tours every Sunday." },
    ]);
    expect(passages.map(({ heading, text }) => ({ heading, text }))).toEqual([
      { heading: null, text: "Free parking\nPets welcome" },
      { heading: "Garden tours", text: "We run tours every Sunday." },
    ]);
  });

  it("drops empty text and whitespace", () => {
    expect(sitePassages([{ title: "Empty", url: "https://example.com/empty/", text: " \n\n  " }])).toEqual([]);
    expect(pdfPassages("Blank.pdf", ["", "  "])).toEqual([]);
  });
});

describe("terms", () => {
  it("meets a question's wording with the text's: plurals, -ing, -ed, accents and case", () => {
    const pairs: Array<[string, string]> = [
      ["Saturdays", "Saturday"],
      ["opening", "open"],
      ["pricing", "price"],
      ["shipped", "shipping"],
      ["Café", "cafe"],
      ["policies", "policy"],
    ];
    for (const [a, b] of pairs) {
      expect(terms(a)).toEqual(terms(b));
    }
    expect(stem("address")).toBe("address");
  });

  it("leaves out what every question says, and gives a word the words of the same meaning", () => {
    expect(terms("How much does the basic plan cost?")).toEqual(["basic", "plan", "cost"]);
    const [cost] = queryGroups("cost");
    expect(cost).toMatchObject({ word: "cost", alike: expect.arrayContaining(["pric", "fee"]) });
    expect(queryGroups("What is it, and who are you?")).toEqual([]);
  });
});
