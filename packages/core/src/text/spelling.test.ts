import { describe, expect, it } from "vitest";
import { normalSpelling } from "./spelling";
import { queryGroups, terms } from "./terms";

describe("one spelling for words written two ways", () => {
  it("meets British and American spellings", () => {
    expect(["colour", "colours", "centre", "theatres", "organise", "organised", "organisation"].map(normalSpelling)).toEqual([
      "color",
      "colors",
      "center",
      "theaters",
      "organize",
      "organized",
      "organization",
    ]);
  });

  it("leaves words that merely end like them", () => {
    expect(["hour", "pour", "tour", "promise", "exercise", "wise", "raised"].map(normalSpelling)).toEqual([
      "hour",
      "pour",
      "tour",
      "promise",
      "exercise",
      "wise",
      "raised",
    ]);
  });

  it("reads number words as digits", () => {
    expect(terms("eight tables, up to six people")).toEqual(terms("8 tables, up to 6 people"));
  });

  it("meets Wi-Fi, wifi and wi fi, and a number with its unit", () => {
    const text = new Set(terms("Free Wi-Fi for customers. House blend 250 g"));
    for (const question of ["wifi", "wi-fi", "wi fi", "WiFi"]) expect(queryGroups(question).every(({ word }) => text.has(word))).toBe(true);
    expect(text.has(terms("250g")[0]!)).toBe(true);
  });
});
