import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { altText } from "./alt-text";
import { paletteFor } from "./palette";
import { CARD_HEIGHT, CARD_WIDTH, renderTitleCard, SAFE_AREA, titleCardAss, titleCardLines, titleLayout } from "./title-card";
import { withScratchDir } from "../util/process";

const run = promisify(execFile);

describe("a post's title card", () => {
  it("takes the niche's colours, else steady colours for the site", () => {
    expect(paletteFor("Organic vegetable gardening", "Green Thumbs").name).toBe("deep green");
    expect(paletteFor("Home baking and recipes", "Crumbs").name).toBe("warm terracotta");
    expect(paletteFor("", "Acme Widgets")).toEqual(paletteFor("", "acme widgets"));
  });

  it("sets a title in at most four lines, as large as fits", () => {
    expect(titleLayout("Raised beds", "en")).toEqual({ size: 72, lines: ["Raised beds"] });
    const long = titleLayout("How to grow tomatoes on a small balcony: soil, light, watering and the varieties that cope with wind", "en");
    expect(long.lines.length).toBeLessThanOrEqual(4);
    expect(long.size).toBeLessThan(72);
    const endless = titleLayout(Array.from({ length: 40 }, (_, i) => `word${i}`).join(" "), "en");
    expect(endless.lines).toHaveLength(4);
    expect(endless.lines[3]).toMatch(/…$/);
  });

  it("keeps every line of words inside the centred 1:1 crop, so a theme's square or 4:3 crop shows the whole title", () => {
    expect(SAFE_AREA).toEqual({ left: 285, right: 915, top: 0, bottom: 630 });
    const cards = [
      { siteName: "Green Thumbs", title: "Raised beds", language: "en" },
      { siteName: "Megawatt Woodworking & Wonderful Workshop Supplies", title: "WOW: MAXIMUM WARMTH WITH MINIMUM WORK IN WINTER WORKSHOPS", language: "en" },
      { siteName: "Kaffee", title: "Donaudampfschifffahrtsgesellschaftskapitänsmützenherstellung", language: "de" },
      { siteName: "Crumbs", title: Array.from({ length: 40 }, (_, i) => `word${i}`).join(" "), language: "en" },
      { siteName: "東京の庭", title: "小さなベランダでトマトを育てる方法：土、光、水やり、風に強い品種", language: "ja" },
      { siteName: "", title: "No site name at all", language: "en" },
    ];
    for (const card of cards) {
      const { site, title } = titleCardLines(card);
      const lines = [...(site ? [site] : []), ...title];
      expect(lines.length).toBeGreaterThan(0);
      for (const { text, box } of lines) {
        const where = `${card.title} / ${text}`;
        expect(box.x, where).toBeGreaterThanOrEqual(SAFE_AREA.left);
        expect(box.x + box.width, where).toBeLessThanOrEqual(SAFE_AREA.right);
        expect(box.y, where).toBeGreaterThanOrEqual(SAFE_AREA.top);
        expect(box.y + box.height, where).toBeLessThanOrEqual(SAFE_AREA.bottom);
      }
      // Lines follow one another without overlapping.
      for (let i = 1; i < lines.length; i++) expect(lines[i]!.box.y).toBeGreaterThanOrEqual(lines[i - 1]!.box.y + lines[i - 1]!.box.height - 0.001);
    }
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

  it("renders a 1200x630 PNG with ffmpeg, whose words leave everything outside the centred square as the blank card has it", async () => {
    const palette = paletteFor("garden", "x");
    const pixels = async (path: string) =>
      (await run("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"], { encoding: "buffer", maxBuffer: 8 << 20 })).stdout;
    // Each row's pixels left and right of the centred square.
    const outside = (raw: Buffer) =>
      Buffer.concat(
        Array.from({ length: CARD_HEIGHT }, (_, y) => {
          const row = raw.subarray(y * CARD_WIDTH * 3, (y + 1) * CARD_WIDTH * 3);
          return Buffer.concat([row.subarray(0, SAFE_AREA.left * 3), row.subarray(SAFE_AREA.right * 3)]);
        }),
      );
    await withScratchDir(async (dir) => {
      const blank = outside(await pixels(await renderTitleCard(dir, { siteName: "", title: "", language: "en", palette })));
      const path = await renderTitleCard(dir, {
        siteName: "Megawatt Woodworking & Wonderful Workshop Supplies",
        title: "WOW: MAXIMUM WARMTH WITH MINIMUM WORK IN WINTER WORKSHOPS",
        language: "en",
        palette,
      });
      const probe = execFileSync("ffprobe", ["-v", "error", "-show_entries", "stream=width,height,codec_name", "-of", "csv=p=0", path]).toString().trim();
      expect(probe).toBe("png,1200,630");
      expect(outside(await pixels(path)).equals(blank)).toBe(true);
    });
  });
});
