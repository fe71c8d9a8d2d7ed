import { describe, expect, it } from "vitest";
import { replacedPost, rewritesLivePost } from "./approval-replaces";

describe("replacedPost", () => {
  it("reads the original post of a rewrite's preview", () => {
    const preview = {
      excerpt: "",
      content: "<p>New</p>",
      url: "https://blog.example.com/?p=31",
      replaces: { id: 12, title: "Old", url: "https://blog.example.com/old/" },
    };
    expect(replacedPost(preview)).toEqual({ id: 12, title: "Old", url: "https://blog.example.com/old/" });
  });

  it("has none for a new post's preview or a malformed answer", () => {
    expect(replacedPost({ excerpt: "", content: "", url: "" })).toBeNull();
    expect(replacedPost({ replaces: null })).toBeNull();
    expect(replacedPost({ replaces: { id: "12", title: "Old", url: "" } })).toBeNull();
  });
});

describe("rewritesLivePost", () => {
  it("is true only for blog optimizations", () => {
    expect(rewritesLivePost("optimization")).toBe(true);
    expect(rewritesLivePost("blog")).toBe(false);
  });
});
