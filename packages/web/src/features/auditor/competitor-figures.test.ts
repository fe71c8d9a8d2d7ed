import { describe, expect, it } from "vitest";
import { FIGURE_COLUMNS, figureRows } from "./competitor-figures";

const site = { pages: 3, average_words: 820, structured_data_types: ["Article"], https_share: 1, internal_links_per_page: 2.5, lighthouse_performance: null };

describe("the competitor table's rows", () => {
  it("put the site first, then each competitor with every figure and the topics it covers; Lighthouse's figures are not repeated", () => {
    const rows = figureRows({
      site_figures: site,
      competitor_analysis: [
        {
          title: "Worm Farm Weekly",
          url: "https://worms.example",
          insight: "",
          status: "analysed",
          pages: 12,
          average_words: 1450,
          structured_data_types: ["Article", "FAQPage"],
          https_share: 0.5,
          internal_links_per_page: 6.25,
          lighthouse_performance: 87,
          topics: ["worm castings", "compost bins"],
        },
        { title: "", url: "https://closed.example", insight: "Could not be crawled", status: "unreachable", pages: 0 },
      ],
    })!;
    expect(rows.map((row) => row.name)).toEqual(["Your site (audited pages)", "Worm Farm Weekly", "closed.example"]);
    expect(rows[0]!.cells).toEqual(["3", "820", "Article", "100% of pages", "2.5", "–"]);
    expect(rows[1]!.cells).toEqual(["12", "1,450", "Article, FAQPage", "50% of pages", "6.3", "worm castings, compost bins"]);
    expect(rows[1]!.cells).toHaveLength(FIGURE_COLUMNS.length);
    expect(FIGURE_COLUMNS.join(" ")).not.toMatch(/Lighthouse/);
    expect(rows[2]).toMatchObject({ cells: null, missing: "Could not be crawled" });
  });

  it("are none for a report written before the audit kept its figures", () => {
    expect(figureRows({ competitor_analysis: [] })).toBeNull();
  });
});
