import { describe, expect, it } from "vitest";
import {
  agentCostPerClick,
  costPerClick,
  coversDomain,
  decliningRows,
  dropPercent,
  keyphrasesOf,
  permissionLabel,
  positionText,
  propertyLabel,
  searchSummary,
} from "./search-format";
import type { SearchPost } from "./types";

const post = (fields: Partial<SearchPost>): SearchPost => ({
  url: "https://example.com/post/",
  title: "A post",
  post_id: 1,
  agent_made: true,
  clicks: 0,
  impressions: 0,
  position: 10,
  credits: 0,
  top_queries: [],
  ...fields,
});

const query = (text: string, clicks: number, impressions = 100) => ({ query: text, clicks, impressions, position: 5 });

describe("costPerClick", () => {
  it("is none without a click", () => {
    expect(costPerClick(12, 0)).toBeNull();
    expect(costPerClick(0, 0)).toBeNull();
  });

  it("keeps a tenth at one credit or more", () => {
    expect(costPerClick(12, 5)).toBe("2.4");
    expect(costPerClick(10, 3)).toBe("3.3");
    expect(costPerClick(1200, 1)).toBe("1,200");
  });

  it("keeps two significant digits below one credit", () => {
    expect(costPerClick(12, 340)).toBe("0.035");
    expect(costPerClick(1, 3)).toBe("0.33");
  });

  it("is zero for a post that cost nothing", () => {
    expect(costPerClick(0, 40)).toBe("0");
  });
});

describe("agentCostPerClick", () => {
  it("divides the agents' credits by their posts' clicks, leaving other posts out", () => {
    const posts = [post({ credits: 10, clicks: 4 }), post({ credits: 8, clicks: 2 }), post({ agent_made: false, credits: 0, clicks: 100 })];
    expect(agentCostPerClick(posts)).toBe("3");
  });

  it("is none while the agents' posts earned no click", () => {
    expect(agentCostPerClick([post({ credits: 10 }), post({ agent_made: false, clicks: 5 })])).toBeNull();
  });
});

describe("figures", () => {
  it("says a position with one decimal", () => {
    expect(positionText(8)).toBe("8.0");
    expect(positionText(12.345)).toBe("12.3");
    expect(positionText(null)).toBeNull();
  });

  it("says how much of its clicks a post lost", () => {
    expect(dropPercent(100, 55)).toBe(45);
    expect(dropPercent(30, 0)).toBe(100);
    expect(dropPercent(0, 0)).toBe(0);
  });

  it("sums the days into one sentence", () => {
    const daily = [
      { date: "2026-12-01", clicks: 1, impressions: 1200 },
      { date: "2026-12-02", clicks: 0, impressions: 34 },
    ];
    expect(searchSummary(daily, 7)).toBe("Your pages were shown in Google search 1,234 times and clicked 1 time in these 7 days.");
    expect(searchSummary([{ date: "2026-12-01", clicks: 0, impressions: 0 }], 30)).toBe("Your pages were not shown in Google search in these 30 days.");
  });
});

describe("keyphrasesOf", () => {
  it("takes the three queries with the most clicks, each once", () => {
    const queries = [query("soil", 1), query("Watering tomatoes", 9), query("watering tomatoes ", 2), query("balcony", 5), query("pots", 5, 300)];
    expect(keyphrasesOf(queries)).toEqual(["Watering tomatoes", "pots", "balcony"]);
  });

  it("is empty without queries", () => {
    expect(keyphrasesOf([])).toEqual([]);
  });
});

describe("decliningRows", () => {
  it("names a declining post and gives it its queries from the range's posts", () => {
    const posts = [post({ post_id: 7, url: "https://example.com/tomatoes/", title: "Tomatoes", top_queries: [query("tomatoes", 4)] })];
    const rows = decliningRows({
      posts,
      declining: [
        { url: "https://example.com/tomatoes/", post_id: 7, clicks_before: 40, clicks_now: 10 },
        { url: "https://example.com/gone/", post_id: 8, clicks_before: 25, clicks_now: 0 },
      ],
    });
    expect(rows).toEqual([
      { url: "https://example.com/tomatoes/", post_id: 7, clicks_before: 40, clicks_now: 10, title: "Tomatoes", keyphrases: ["tomatoes"] },
      { url: "https://example.com/gone/", post_id: 8, clicks_before: 25, clicks_now: 0, title: "https://example.com/gone/", keyphrases: [] },
    ]);
  });
});

describe("properties", () => {
  it("says what a property covers", () => {
    expect(propertyLabel("sc-domain:example.com")).toBe("example.com (whole domain)");
    expect(propertyLabel("https://www.example.com/")).toBe("https://www.example.com/ (this address)");
  });

  it("says Google's permission in plain words", () => {
    expect(permissionLabel("siteOwner")).toBe("Owner");
    expect(permissionLabel("siteUnverifiedUser")).toBe("Not verified");
    expect(permissionLabel("somethingNew")).toBe("somethingNew");
  });

  it("finds the properties that are the domain's own, as the API decides", () => {
    expect(coversDomain("sc-domain:example.com", { domain_name: "www.example.com" })).toBe(true);
    expect(coversDomain("sc-domain:shop.example.com", { domain_name: "example.com" })).toBe(false);
    expect(coversDomain("https://example.com/", { domain_name: "example.com" })).toBe(true);
    expect(coversDomain("https://example.com/blog/", { domain_name: "example.com" })).toBe(false);
    expect(coversDomain("http://example.com/", { domain_name: "example.com" })).toBe(false);
    expect(coversDomain("http://localhost:8081/", { domain_name: "localhost", site_url: "http://localhost:8081" })).toBe(true);
    expect(coversDomain("http://localhost:9999/", { domain_name: "localhost", site_url: "http://localhost:8081" })).toBe(false);
    expect(coversDomain("sc-domain:localhost", { domain_name: "localhost", site_url: "http://localhost:8081" })).toBe(true);
    expect(coversDomain("not a url", { domain_name: "example.com" })).toBe(false);
  });
});
