import { describe, expect, it } from "vitest";
import { pdfPassages } from "./passages";
import { rowSentences, writeOutRows } from "./rows";

describe("a price list's rows", () => {
  it("writes out each price of a row with its label and column", () => {
    expect(rowSentences("House blend 250 g £8.50 1 kg £29.00")).toEqual(["House blend, 250 g: £8.50.", "House blend, 1 kg: £29.00."]);
    expect(rowSentences("Single kayak half day £25 full day £40")).toEqual(["Single kayak, half day: £25.", "Single kayak, full day: £40."]);
  });

  it("takes the columns from the header line when the row has none of its own", () => {
    expect(writeOutRows("Small Large\nLatte £3.00 £3.60")).toBe("Small Large\nLatte, Small: £3.00.\nLatte, Large: £3.60.");
  });

  it("joins a price on its own line to its label", () => {
    expect(writeOutRows("Flat white\n£3.20\nEspresso £2.40")).toBe("Flat white: £3.20\nEspresso £2.40");
  });

  it("leaves a sentence with two prices and a row it cannot read as they were", () => {
    const sentence = "We ship anywhere for £3.95, free on orders over £40.";
    expect(rowSentences(sentence)).toEqual([sentence]);
    expect(rowSentences("Espresso £2.40 £2.80")).toEqual(["Espresso £2.40 £2.80"]);
  });

  it("keeps the written-out rows in the PDF's passages", () => {
    const [passage] = pdfPassages("Menu.pdf", ["Beans\nHouse blend 250 g £8.50 1 kg £29.00"]);
    expect(passage).toMatchObject({ heading: "Beans", text: "House blend, 250 g: £8.50.\nHouse blend, 1 kg: £29.00." });
  });
});
