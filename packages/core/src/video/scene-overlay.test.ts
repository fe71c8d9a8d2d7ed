import { describe, expect, it } from "vitest";
import type { RenderVideoInput } from "./input";
import { sceneOverlay } from "./scene-overlay";

const brand = { from: "7a2e1d", to: "3d1a14", accent: "ffd29a" };
const sentences = [
  { text: "Great espresso at home needs fresh beans.", startMs: 0, endMs: 2_600 },
  { text: "Buy beans roasted in the last month.", startMs: 2_900, endMs: 5_400 },
  { text: "Do you need an expensive machine for espresso?", startMs: 5_700, endMs: 8_300 },
  { text: "Read the whole post on Bean There.", startMs: 8_600, endMs: 10_600 },
];
const scenes = [
  { startMs: 0, endMs: 2_750, visual: { image: "featured.jpg" } },
  { startMs: 2_750, endMs: 5_550, visual: { words: "Start with fresh beans" } },
  { startMs: 5_550, endMs: 8_450, visual: { words: "The machine" } },
  { startMs: 8_450, endMs: 11_800, visual: { endCard: true as const } },
];
const input: RenderVideoInput = {
  narration: { path: "narration.wav", sentences },
  visuals: [],
  storyboard: { brand, scenes },
  subtitles: true,
  language: "en",
  title: "Home espresso",
  endCard: { name: "Bean There", url: "beanthere.example" },
};

type Event = { startMs: number; endMs: number; style: string; text: string; y?: number };

const ms = (stamp: string) => {
  const [hours, minutes, seconds] = stamp.split(":").map(Number);
  return Math.round(((hours! * 60 + minutes!) * 60 + seconds!) * 1000);
};

function events(ass: string): Event[] {
  return ass
    .split("\n")
    .filter((line) => line.startsWith("Dialogue:"))
    .map((line) => {
      const [, start, end, style, , , , , , ...text] = line.slice("Dialogue: ".length).split(",");
      const joined = text.join(",");
      const position = /\\pos\((\d+),(\d+)\)/.exec(joined);
      return { startMs: ms(start!), endMs: ms(end!), style: style!, text: joined, y: position ? Number(position[2]) : undefined };
    });
}

const at = (list: Event[], time: number) => list.filter((event) => event.startMs <= time && time < event.endMs);
const shown = (event: Event) => event.text.replace(/\{[^}]*\}/g, "");

describe("the words over a video's scenes", () => {
  const all = events(sceneOverlay(input, input.storyboard!, sentences, 10_600, 11_800));
  const large = all.filter((event) => event.style === "Card" && !event.text.includes("Bean There") && !event.text.includes("beanthere"));
  const endCard = all.filter((event) => event.style === "Card" && (event.text.includes("Bean There") || event.text.includes("beanthere")));
  const captions = all.filter((event) => event.style === "Caption");

  it("shows one scene's large words at a time, only over scenes in the site's colours", () => {
    expect(large.map(shown)).toEqual(["Start with\\Nfresh beans", "The machine"]);
    for (let time = 0; time < 11_800; time += 50) expect(at(large, time).length).toBeLessThanOrEqual(1);
    expect(at(large, 1_000)).toEqual([]);
  });

  it("draws no caption or scene words over the end card's name and address", () => {
    expect(endCard.map(shown)).toEqual(["Bean There", "beanthere.example"]);
    const endStart = Math.min(...endCard.map((event) => event.startMs));
    expect(endStart).toBe(8_450);
    for (const event of [...captions, ...large]) expect(event.endMs).toBeLessThanOrEqual(endStart);
  });

  it("keeps every line inside the safe area, the captions below the scene's words", () => {
    for (const event of all) {
      expect(event.y).toBeGreaterThanOrEqual(250);
      expect(event.y).toBeLessThanOrEqual(1_520);
    }
    expect(Math.min(...captions.map((event) => event.y!))).toBeGreaterThan(Math.max(...large.map((event) => event.y!)) + 200);
  });

  it("highlights the spoken word in the site's accent, with punctuation as written", () => {
    expect(captions[0]!.text).toContain("{\\c&H9AD2FF&}Great{\\c&HFFFFFF&}");
    const words = captions.map(shown).join(" ");
    expect(words).toContain("espresso?");
    expect(words).not.toContain("?.");
  });

  it("has no captions when they are turned off, and the scenes' words still", () => {
    const quiet = events(sceneOverlay({ ...input, subtitles: false }, input.storyboard!, sentences, 10_600, 11_800));
    expect(quiet.filter((event) => event.style === "Caption")).toEqual([]);
    expect(quiet.filter((event) => event.style === "Card")).toHaveLength(4);
  });
});
