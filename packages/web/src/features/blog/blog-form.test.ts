import { describe, expect, it } from "vitest";
import { MAX_KEYWORD_CHARS } from "@sitecrew/core/blog/schema";
import { addCategory, addKeyword, defaultTimezone, emptyValues, removeCategory, topicOf } from "./blog-form";

describe("addKeyword", () => {
  it("trims what was typed", () => {
    expect(addKeyword(["seo"], "  garden tools ")).toEqual({ ok: true, keywords: ["seo", "garden tools"] });
  });

  it("rejects blanks and duplicates in any case", () => {
    expect(addKeyword([], "   ")).toEqual({ ok: false, error: "Type a keyword first." });
    expect(addKeyword(["Garden Tools"], " garden tools")).toEqual({ ok: false, error: "Duplicate keyword: garden tools" });
  });

  it("stops at 20 keywords", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `keyword ${index}`);
    expect(addKeyword(twenty, "one more")).toEqual({ ok: false, error: "At most 20 keywords are allowed" });
  });
});

describe("categories", () => {
  it("ignores a category already chosen and keeps names beside ids", () => {
    const once = addCategory({ categories: [], category_names: [] }, 3, "News");
    expect(addCategory(once, 3, "News")).toEqual({ categories: [3], category_names: ["News"] });
    expect(removeCategory(addCategory(once, 5, "Tips"), 3)).toEqual({ categories: [5], category_names: ["Tips"] });
  });
});

describe("defaultTimezone", () => {
  const zones = [{ name: "UTC" }, { name: "Europe/Berlin" }];
  it("prefers the browser's zone, then UTC", () => {
    expect(defaultTimezone(zones, "Europe/Berlin")).toBe("Europe/Berlin");
    expect(defaultTimezone(zones, "Mars/Olympus")).toBe("UTC");
  });
});

describe("topicOf", () => {
  it("keeps a question that fits a keyword", () => {
    expect(topicOf("  Do you ship   to Canada? ")).toBe("Do you ship to Canada?");
  });

  it("cuts a long question at the last whole word within a keyword's length", () => {
    const question = `${"terracotta ".repeat(15)}pots`;
    const topic = topicOf(question);
    expect(topic.length).toBeLessThanOrEqual(MAX_KEYWORD_CHARS);
    expect(question.startsWith(topic)).toBe(true);
    expect(topic.endsWith("terracotta")).toBe(true);
  });

  it("becomes a new agent's first keyword", () => {
    expect(emptyValues("UTC", `${"basil ".repeat(30)}?`).keywords).toEqual([topicOf(`${"basil ".repeat(30)}?`)]);
  });
});
