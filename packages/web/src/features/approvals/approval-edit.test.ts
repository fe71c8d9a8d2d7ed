import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EditInput } from "@sitecrew/core/approval/schema";
import { previewDocument } from "./approval-edit";

describe("the approval edit rules", () => {
  it("trims the title and excerpt and keeps the HTML as written", () => {
    expect(v.parse(EditInput, { title: "  Hello ", excerpt: " Short ", content: "<p>Hi</p>\n" })).toEqual({
      title: "Hello",
      excerpt: "Short",
      content: "<p>Hi</p>\n",
    });
  });

  it("needs a title and content, in the API's words", () => {
    const result = v.safeParse(EditInput, { title: "  ", excerpt: "", content: "" });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual(["Title is required", "Content is required"]);
  });
});

describe("previewDocument", () => {
  it("wraps the draft in a document whose links open outside the frame", () => {
    expect(previewDocument("<h2>One</h2>")).toBe(
      '<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body><h2>One</h2></body></html>',
    );
  });
});
