import { describe, expect, it } from "vitest";
import { competitorDraftError, competitorLabel, MAX_LISTED_COMPETITORS } from "./competitor-list";

describe("competitorDraftError", () => {
  it("takes a full http or https address", () => {
    expect(competitorDraftError(" https://rival.example ", [])).toBeNull();
    expect(competitorDraftError("http://rival.example/blog", [])).toBeNull();
  });

  it("asks for an address, and a full one", () => {
    expect(competitorDraftError("  ", [])).toBe("Enter the competitor's address.");
    expect(competitorDraftError("rival.example", [])).toBe("Enter a full address, starting with https:// or http://.");
    expect(competitorDraftError("ftp://rival.example", [])).toBe("Enter a full address, starting with https:// or http://.");
  });

  it("refuses one listed already, whatever its trailing slash", () => {
    expect(competitorDraftError("https://rival.example/", ["https://rival.example"])).toBe("This competitor is listed already.");
    expect(competitorDraftError("https://rival.example/blog", ["https://rival.example"])).toBeNull();
  });

  it("stops at ten", () => {
    const listed = Array.from({ length: MAX_LISTED_COMPETITORS }, (_, index) => `https://rival${index}.example`);
    expect(competitorDraftError("https://another.example", listed)).toBe("At most 10 competitors can be listed.");
  });
});

describe("competitorLabel", () => {
  it("shows host and path without the scheme", () => {
    expect(competitorLabel("https://rival.example/")).toBe("rival.example");
    expect(competitorLabel("http://127.0.0.1:4321/blog/")).toBe("127.0.0.1:4321/blog");
  });
});
