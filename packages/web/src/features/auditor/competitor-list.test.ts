import { describe, expect, it } from "vitest";
import { competitorDraft, competitorLabel, MAX_LISTED_COMPETITORS } from "./competitor-list";

describe("competitorDraft", () => {
  it("takes an address in the form the server keeps", () => {
    expect(competitorDraft(" https://rival.example/ ", [])).toEqual({ url: "https://rival.example" });
    expect(competitorDraft("rival.example/blog?page=2", [])).toEqual({ url: "https://rival.example/blog" });
  });

  it("asks for an address, and a web one", () => {
    expect(competitorDraft("  ", [])).toEqual({ error: "Enter the competitor's address." });
    expect(competitorDraft("ftp://rival.example", [])).toEqual({ error: "ftp://rival.example must start with http:// or https://" });
    expect(competitorDraft("https://user:secret@rival.example", [])).toEqual({
      error: "https://user:secret@rival.example must not contain a user name or password",
    });
  });

  it("refuses one listed already, whatever its trailing slash", () => {
    expect(competitorDraft("https://rival.example/", ["https://rival.example"])).toEqual({ error: "https://rival.example is listed already" });
    expect(competitorDraft("https://rival.example/blog", ["https://rival.example"])).toEqual({ url: "https://rival.example/blog" });
  });

  it("stops at ten", () => {
    const listed = Array.from({ length: MAX_LISTED_COMPETITORS }, (_, index) => `https://rival${index}.example`);
    expect(competitorDraft("https://another.example", listed)).toEqual({ error: "Add at most 10 competitors" });
  });
});

describe("competitorLabel", () => {
  it("shows host and path without the scheme", () => {
    expect(competitorLabel("https://rival.example/")).toBe("rival.example");
    expect(competitorLabel("http://127.0.0.1:4321/blog/")).toBe("127.0.0.1:4321/blog");
  });
});
