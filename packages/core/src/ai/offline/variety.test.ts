import { describe, expect, it } from "vitest";
import { Seo } from "../../seo";
import type { BlogBrief, WrittenPost } from "../schema";
import { compose } from "./compose";
import { plainText } from "./text";
import { repeatedPhrases, sharedShares } from "./variety";

const SITE_URL = "https://greenthumbs.example";
const AUDIENCE = "beginner gardeners with small backyards and balconies";
const WORDPRESS_TITLE = "Local WordPress";
const KEYWORDS = [
  "growing tomatoes",
  "zucchini recipes",
  "raised bed garden",
  "companion planting",
  "balcony herbs",
  "composting at home",
  "watering vegetables",
  "pruning tomatoes",
  "seed starting indoors",
  "organic pest control",
];

/** The limits the issue sets: a post shares at most 3% of its sentences with another; a 5-word phrase occurs at most twice. */
const MAX_SHARED = 0.03;
const MAX_AUDIENCE = 2;

const base: Omit<BlogBrief, "focusKeyword" | "seed" | "existingPosts"> = {
  language: "en",
  style: "Friendly and practical",
  keywords: KEYWORDS,
  categories: ["Vegetable garden"],
  niche: "vegetable gardening",
  audience: AUDIENCE,
  purpose: "Green Thumbs helps beginners grow their own food in small spaces.",
  features: ["raised bed kits", "seed subscriptions"],
  siteName: "Green Thumbs",
  siteUrl: SITE_URL,
};

/** Ten posts from one agent, one per keyword, each written knowing the ones before it. */
function tenPosts(extra: Partial<BlogBrief> = {}): WrittenPost[] {
  const posts: WrittenPost[] = [];
  for (const [index, focusKeyword] of KEYWORDS.entries()) {
    const existingPosts = posts.map((post) => ({ title: post.title, url: `${SITE_URL}/${post.slug}/` }));
    posts.push(compose({ ...base, focusKeyword, existingPosts, seed: `run_01JGREENTHUMBS${index}`, ...extra }).post);
  }
  return posts;
}

const occurrences = (text: string, phrase: string) => text.toLowerCase().split(phrase.toLowerCase()).length - 1;

describe("ten posts from one gardening agent", () => {
  const posts = tenPosts();

  it("share at most 3% of a post's sentences with another post", () => {
    const shares = sharedShares(posts.map((post) => post.content));
    expect(shares.map((share, index) => `${KEYWORDS[index]}: ${(share * 100).toFixed(1)}%`)).toEqual(
      shares.map((share, index) => (share <= MAX_SHARED ? `${KEYWORDS[index]}: ${(share * 100).toFixed(1)}%` : `${KEYWORDS[index]}: at most 3%`)),
    );
  });

  it("never use a 5-word phrase more than twice within a post", () => {
    for (const [index, post] of posts.entries())
      expect({ keyword: KEYWORDS[index], repeated: repeatedPhrases(post.content) }).toEqual({ keyword: KEYWORDS[index], repeated: [] });
  });

  it("name the audience at most twice and speak as the website name, never the WordPress title", () => {
    for (const post of posts) {
      const text = plainText(post.content);
      expect(occurrences(text, AUDIENCE)).toBeLessThanOrEqual(MAX_AUDIENCE);
      expect(occurrences(text, AUDIENCE)).toBeGreaterThanOrEqual(1);
      expect(text).toContain("Green Thumbs");
      expect(`${post.title} ${post.meta_description} ${post.excerpt} ${text}`).not.toContain(WORDPRESS_TITLE);
    }
  });

  it("stay green on Yoast SEO and readability", { timeout: 120_000 }, () => {
    for (const post of posts) {
      const score = Seo.score({ ...post, url: `${SITE_URL}/${post.slug}/`, locale: "en_US" });
      expect({ keyword: post.focus_keyphrase, seo: score.seo_score >= 70, readability: score.readability_score >= 70 }).toEqual({
        keyword: post.focus_keyphrase,
        seo: true,
        readability: true,
      });
    }
  });
});

describe("what the keyword asks for and what the site knows", () => {
  const write = (focusKeyword: string, extra: Partial<BlogBrief> = {}) =>
    compose({ ...base, focusKeyword, existingPosts: [], seed: "run_01JSHAPED", ...extra }).post;

  it("gives a recipes keyword a list of dishes with short steps, and a how-to keyword numbered steps", () => {
    const recipes = write("zucchini recipes").content;
    const dishes = recipes.match(/<ul>(.*?)<\/ul>/)?.[1]?.match(/<li>[^<]*<\/li>/g) ?? [];
    expect(dishes.length).toBeGreaterThanOrEqual(4);
    for (const dish of dishes) expect(dish).toMatch(/^<li>[^:]*zucchini[^:]*: [A-Z].+\. .+\.<\/li>$/i);
    const steps =
      write("growing tomatoes")
        .content.match(/<ol>(.*?)<\/ol>/)?.[1]
        ?.match(/<li>/g) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(5);
  });

  it("retells a sentence of the site's knowledge about the keyword, credited and linked, as text", () => {
    const knowledge = [
      {
        title: "Zucchini from seed to plate",
        url: `${SITE_URL}/zucchini-from-seed-to-plate/`,
        text: "Pick zucchini when they are about 15 cm long for the best flavour. Larger ones turn watery.",
      },
      { title: "Green Thumbs planting calendar", url: null, text: "Sow zucchini outdoors after the last frost <script>alert(1)</script> in late May." },
    ];
    const { content } = write("zucchini recipes", { knowledge });
    expect(content).toContain("pick zucchini when they are about 15 cm long for the best flavour.");
    expect(content).toContain(`<a href="${SITE_URL}/zucchini-from-seed-to-plate/">Zucchini from seed to plate</a>`);
    expect(content).toContain("Green Thumbs planting calendar");
    expect(content).not.toContain("<script>");
    expect(content).toContain("&lt;script&gt;");
  });

  it("links the site's posts on the same subject before others", () => {
    const existingPosts = [
      { title: "Our new shed", url: `${SITE_URL}/shed/` },
      { title: "Why we love summer", url: `${SITE_URL}/summer/` },
      { title: "Storing zucchini through winter", url: `${SITE_URL}/storing-zucchini/` },
      { title: "A visit to the market", url: `${SITE_URL}/market/` },
    ];
    for (const seed of ["a", "b", "c"]) expect(write("zucchini recipes", { existingPosts, seed }).content).toContain(`${SITE_URL}/storing-zucchini/`);
  });
});
