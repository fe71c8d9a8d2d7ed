import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { escapeText, overlayAss, wrapLines } from "./ass";
import { captions } from "./captions";
import { fontFamily } from "./fonts";

describe("subtitle layout", () => {
  it("breaks Japanese, which has no spaces, into lines that fit the frame", () => {
    const lines = wrapLines("ベランダでの堆肥作りは思ったより簡単です。小さな箱と落ち葉があれば十分です。", "ja", 22);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(11);
    expect(lines.join("")).toBe("ベランダでの堆肥作りは思ったより簡単です。小さな箱と落ち葉があれば十分です。");
  });

  it("breaks a title at word boundaries and never starts a line with punctuation", () => {
    for (const width of [8, 10, 12, 14, 16, 20]) {
      const lines = wrapLines("Balcony composting : what works, and what doesn't (really) !", "en", width);
      expect(lines.join(" ")).toBe("Balcony composting : what works, and what doesn't (really)!");
      for (const line of lines) expect(line).toMatch(/^[\p{L}\p{N}(]/u);
    }
    expect(wrapLines("Balcony composting: a guide for beginners", "en", 20)).toEqual(["Balcony composting:", "a guide for", "beginners"]);
  });

  it("shows captions of one to three words, each word highlighted while it is spoken, never punctuation alone", () => {
    const text = "Turn the compost every week, keep it as moist as a wrung-out sponge . And in two months you will have rich soil !";
    const groups = captions([{ text, startMs: 1_000, endMs: 9_000 }], "en", 30_000);
    expect(groups[0]!.startMs).toBe(1_000);
    expect(groups.at(-1)!.endMs).toBe(9_000);
    for (const [index, group] of groups.entries()) {
      expect(group.words.length).toBeGreaterThanOrEqual(1);
      expect(group.words.length).toBeLessThanOrEqual(3);
      for (const word of group.words) expect(word.text).toMatch(/[\p{L}\p{N}]/u);
      expect(group.endMs - group.startMs).toBeLessThanOrEqual(1_000);
      if (index) expect(group.startMs).toBe(groups[index - 1]!.endMs);
    }
    expect(groups.flatMap((group) => group.words.map((word) => word.text)).join(" ")).toBe(text.replace(" !", "!"));

    const ass = overlayAss({ font: "Noto Sans", language: "en", captions: groups.slice(0, 1) });
    const events = ass.split("\n").filter((line) => line.startsWith("Dialogue:"));
    expect(events).toHaveLength(groups[0]!.words.length);
    expect(events[0]).toContain("{\\c&H00E6FF&}Turn{\\c&HFFFFFF&} the");
    expect(events[1]).toContain("Turn {\\c&H00E6FF&}the{\\c&HFFFFFF&}");
  });

  it("follows the engine's word times when it gives them, and keeps captions inside the video", () => {
    const words = [
      { text: "Late", startMs: 4_000, endMs: 4_400 },
      { text: "words", startMs: 4_400, endMs: 6_000 },
    ];
    const groups = captions(
      [
        { text: "Late words.", startMs: 4_000, endMs: 7_000, words },
        { text: " ", startMs: 0, endMs: 1_000 },
      ],
      "en",
      5_000,
    );
    // "words" is said for over a second: it gets a caption of its own, so the caption changes in time.
    expect(groups).toEqual([
      { words: [words[0]], spacedWords: [false], startMs: 4_000, endMs: 4_400 },
      { words: [words[1]], spacedWords: [true], startMs: 4_400, endMs: 5_000 },
    ]);
  });

  it("shows a card's sentence only while it is spoken, the title large", () => {
    const ass = overlayAss({
      font: "Noto Sans",
      language: "en",
      captions: [],
      cards: [
        { text: "Balcony composting.", startMs: 0, endMs: 2_150, isTitle: true },
        { text: "A small bin is all you need.", startMs: 2_150, endMs: 5_000, isTitle: false },
      ],
    });
    expect(ass).toContain("Dialogue: 0,0:00:00.00,0:00:02.15,Card,,0,0,0,,{\\an5\\fs96\\b1}Balcony\\Ncomposting.");
    expect(ass).toContain("Dialogue: 0,0:00:02.15,0:00:05.00,Card,,0,0,0,,{\\an5\\fs76\\b0}A small bin is all\\Nyou need.");
  });

  it("cannot be steered by override blocks or line-break escapes in the text", () => {
    expect(escapeText("{\\pos(0,0)}Hi\\N there")).not.toMatch(/\{|\\N/);
    const ass = overlayAss({ font: "Noto Sans", language: "en", captions: [], cards: [{ text: "{\\an8}Hello", startMs: 0, endMs: 1_000, isTitle: false }] });
    expect(ass).toContain("Dialogue: 0,0:00:00.00,0:00:01.00,Card,,0,0,0,,{\\an5\\fs76\\b0}(\\\u2060an8)Hello");
  });

  it("picks a font family that covers the language's script", () => {
    expect(fontFamily("en-US")).toBe("Noto Sans");
    expect(fontFamily("ja")).toBe("Noto Sans CJK JP");
    expect(fontFamily("zh-Hant-TW")).toBe("Noto Sans CJK TC");
    expect(fontFamily("ar")).toBe("Noto Sans Arabic");
    expect(fontFamily("hi-IN")).toBe("Noto Sans Devanagari");
    expect(fontFamily("th")).toBe("Noto Sans Thai");
  });

  it("names only families installed on this machine", async () => {
    const { stdout } = await promisify(execFile)("fc-list", [":", "family"]);
    const installed = new Set(stdout.split("\n").flatMap((line) => line.split(",")));
    for (const language of ["en", "ru", "el", "ja", "ko", "zh", "zh-TW", "zh-HK", "ar", "fa", "he", "hi", "mr", "bn", "ta", "te", "th", "vi"]) {
      expect(installed).toContain(fontFamily(language));
    }
  });
});
