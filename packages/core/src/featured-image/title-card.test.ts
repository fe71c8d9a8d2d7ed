import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { altText } from "./alt-text";
import { paletteFor } from "./palette";
import { renderTitleCard, titleCardAss, titleLayout } from "./title-card";
import { withScratchDir } from "../util/process";

describe("a post's title card", () => {
  it("takes the niche's colours, else steady colours for the site", () => {
    expect(paletteFor("Organic vegetable gardening", "Green Thumbs").name).toBe("deep green");
    expect(paletteFor("Home baking and recipes", "Crumbs").name).toBe("warm terracotta");
    expect(paletteFor("", "Acme Widgets")).toEqual(paletteFor("", "acme widgets"));
  });

  it("sets a title in at most three lines, as large as fits", () => {
    expect(titleLayout("Raised beds", "en")).toEqual({ size: 76, lines: ["Raised beds"] });
    const long = titleLayout("How to grow tomatoes on a small balcony: soil, light, watering and the varieties that cope with wind", "en");
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.size).toBeLessThan(76);
    const endless = titleLayout(Array.from({ length: 40 }, (_, i) => `word${i}`).join(" "), "en");
    expect(endless.lines).toHaveLength(3);
    expect(endless.lines[2]).toMatch(/…$/);
  });

  it("keeps ASS control characters of a title as text", () => {
    const ass = titleCardAss({ siteName: "Green {Thumbs}", title: "Soil \\N tests", language: "en", palette: paletteFor("garden", "x") });
    expect(ass).toContain("GREEN (THUMBS)");
    expect(ass).not.toMatch(/Title,,0,0,0,,.*\\N tests/);
  });

  it("names the keyphrase in its alt text", () => {
    expect(altText("Raised bed garden basics", "raised bed garden", "Green Thumbs")).toBe("Raised bed garden basics: title card from Green Thumbs");
    expect(altText("Start small this spring", "raised bed garden", "Green Thumbs")).toBe(
      "Start small this spring (raised bed garden): title card from Green Thumbs",
    );
  });

  it("renders a 1200x630 PNG with ffmpeg", async () => {
    await withScratchDir(async (dir) => {
      const path = await renderTitleCard(dir, {
        siteName: "Green Thumbs",
        title: "Raised bed garden basics for small spaces",
        language: "en",
        palette: paletteFor("garden", "x"),
      });
      const probe = execFileSync("ffprobe", ["-v", "error", "-show_entries", "stream=width,height,codec_name", "-of", "csv=p=0", path]).toString().trim();
      expect(probe).toBe("png,1200,630");
    });
  });
});
