import { describe, expect, it } from "vitest";
import { isWordPressDefault, knowledgeItems } from "./sources";

const samplePage = {
  title: "Sample Page",
  url: "https://cafe.example/sample-page/",
  text: "The XYZ Doohickey Company was founded in 1971. Located in Gotham City, XYZ employs over 2,000 people.",
};

describe("what the site's knowledge leaves out", () => {
  it("recognises WordPress's default page and post by their words, under any title or address", () => {
    expect(isWordPressDefault(samplePage)).toBe(true);
    expect(isWordPressDefault({ ...samplePage, title: "About", url: "https://cafe.example/about/" })).toBe(true);
    expect(isWordPressDefault({ ...samplePage, text: "This page is a draft." })).toBe(true);
    expect(
      isWordPressDefault({ title: "Hi", url: "https://cafe.example/?p=1", text: "Welcome to WordPress. This is your first post. Edit or delete it." }),
    ).toBe(true);
  });

  it("keeps a sample page the owner rewrote, and the business's own pages", () => {
    expect(isWordPressDefault({ title: "About", url: "https://cafe.example/sample-page/", text: "We are a cafe at 14 Mill Street, Bristol." })).toBe(false);
    expect(isWordPressDefault({ title: "Visit us", url: "https://cafe.example/visit/", text: "We are located in Bristol." })).toBe(false);
  });

  it("leaves out the posts the offline writer published, whatever the address's scheme or slash", () => {
    const items = [
      { title: "Why coffee matters", url: "https://www.cafe.example/why-coffee/", text: "Coffee brings people together." },
      { title: "Menu", url: "https://cafe.example/menu/", text: "Flat white £3.20" },
    ];
    expect(knowledgeItems(items, new Set(["cafe.example/why-coffee"])).map((item) => item.title)).toEqual(["Menu"]);
  });
});
