import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { escapeText, overlayAss, subtitleCues, wrapLines } from "./ass";
import { fontFamily } from "./fonts";

describe("subtitle layout", () => {
  it("breaks Japanese, which has no spaces, into lines that fit the frame", () => {
    const lines = wrapLines("ベランダでの堆肥作りは思ったより簡単です。小さな箱と落ち葉があれば十分です。", "ja", 22);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(11);
    expect(lines.join("")).toBe("ベランダでの堆肥作りは思ったより簡単です。小さな箱と落ち葉があれば十分です。");
  });

  it("splits a long sentence into two-line cues that share its time in order", () => {
    const text = "Turn the compost every week, keep it as moist as a wrung-out sponge, and in two months you will have rich dark soil for your herbs.";
    const cues = subtitleCues([{ text, startMs: 1_000, endMs: 9_000 }], "en", 30_000);
    expect(cues.length).toBeGreaterThan(1);
    expect(cues[0]!.startMs).toBe(1_000);
    expect(cues.at(-1)!.endMs).toBe(9_000);
    for (const [index, cue] of cues.entries()) {
      expect(cue.text.split("\n").length).toBeLessThanOrEqual(2);
      if (index) expect(cue.startMs).toBe(cues[index - 1]!.endMs);
    }
    expect(cues.map((cue) => cue.text.replace(/\n/g, " ")).join(" ")).toBe(text);
  });

  it("keeps sentences inside the video and drops empty ones", () => {
    const cues = subtitleCues(
      [
        { text: "Late words.", startMs: 4_000, endMs: 7_000 },
        { text: " ", startMs: 0, endMs: 1_000 },
      ],
      "en",
      5_000,
    );
    expect(cues).toEqual([{ text: "Late words.", startMs: 4_000, endMs: 5_000 }]);
  });

  it("cannot be steered by override blocks or line-break escapes in the text", () => {
    expect(escapeText("{\\pos(0,0)}Hi\\N there")).not.toMatch(/\{|\\N/);
    const ass = overlayAss({ font: "Noto Sans", language: "en", cues: [{ text: "{\\an8}Hello", startMs: 0, endMs: 1_000 }] });
    expect(ass).toContain("Dialogue: 0,0:00:00.00,0:00:01.00,Subtitle,,0,0,0,,(\\\u2060an8)Hello");
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
