import { describe, expect, it } from "vitest";
import { chooseSpeech } from "../adapters";
import { makeSpeech } from ".";
import { splitSentences } from "./sentences";
import { timedSentences } from "./polly";
import { readWav } from "./wav";
import { splitWords, syllables, timeWords } from "./words";

describe("speech", () => {
  it("is espeak-ng unless Polly is named, and an unknown provider says what to set", () => {
    expect(chooseSpeech({})).toEqual({ adapter: "offline" });
    expect(chooseSpeech({ provider: " polly " })).toEqual({ adapter: "polly" });
    expect(chooseSpeech({ provider: "azure" })).toEqual({ adapter: "misconfigured", reason: 'SPEECH_PROVIDER "azure" is not one of offline, polly.' });
  });

  it("splits text into sentences and drops blank ones", () => {
    expect(splitSentences("Hello there.  How are you?\n\nFine!  ")).toEqual(["Hello there.", "How are you?", "Fine!"]);
    expect(splitSentences(" ... \n ")).toEqual([]);
  });

  it("narrates offline with one exact timing per sentence", async () => {
    const narration = await (
      await makeSpeech({ adapter: "offline" })
    ).synthesize({ text: "First sentence here. And a second one! Third?", voiceId: "en-us+m3" });
    const pcm = readWav(narration.audio);
    expect(pcm.format).toEqual({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    expect(narration.sentences.map((s) => s.text)).toEqual(["First sentence here.", "And a second one!", "Third?"]);
    expect(narration.sentences[0]!.startMs).toBe(0);
    expect(narration.sentences.at(-1)!.endMs).toBe(narration.durationMs);
    for (const [index, sentence] of narration.sentences.entries()) {
      expect(sentence.endMs).toBeGreaterThan(sentence.startMs + 300);
      if (index > 0) expect(sentence.startMs).toBe(narration.sentences[index - 1]!.endMs + 300);
    }
  });

  it("times every word inside its sentence's voice, in order", async () => {
    const narration = await (
      await makeSpeech({ adapter: "offline" })
    ).synthesize({ text: "Composting on a balcony is easy. Turn it weekly!", voiceId: "en-us+f3" });
    for (const sentence of narration.sentences) {
      expect(sentence.words.map((word) => word.text).join(" ")).toBe(sentence.text);
      expect(sentence.words[0]!.startMs).toBeGreaterThanOrEqual(sentence.startMs);
      expect(sentence.words.at(-1)!.endMs).toBeLessThanOrEqual(sentence.endMs);
      for (const [index, word] of sentence.words.entries()) {
        expect(word.endMs).toBeGreaterThan(word.startMs);
        if (index) expect(word.startMs).toBeGreaterThanOrEqual(sentence.words[index - 1]!.endMs);
      }
    }
    // "Composting" has three syllables and "on" one: it takes about three times as long.
    const [composting, on] = narration.sentences[0]!.words;
    expect((composting!.endMs - composting!.startMs) / (on!.endMs - on!.startMs)).toBeCloseTo(3, 0);
  });

  it("keeps punctuation with its word, so no word is punctuation alone", () => {
    expect(splitWords("Composting : a guide , really .", "en").map((word) => word.text)).toEqual(["Composting :", "a", "guide ,", "really."]);
    expect(splitWords("He said “hello” - well-known, e.g. here.", "en").map((word) => word.text)).toEqual([
      "He",
      "said",
      "“hello” -",
      "well-known,",
      "e.g.",
      "here.",
    ]);
    expect(splitWords("東京は、日本の首都です。", "ja").map((word) => word.text)).toEqual(["東京", "は、", "日本", "の", "首都", "です。"]);
    expect(splitWords(" ... ", "en")).toEqual([]);
    expect([syllables("make", "en"), syllables("table", "en"), syllables("composting", "en"), syllables("首都", "ja"), syllables("2024", "en")]).toEqual([
      1, 2, 3, 2, 5,
    ]);
    const words = timeWords("One, two.", "en", 0, 1_000);
    expect(words).toEqual([
      { text: "One,", startMs: 0, endMs: 333 },
      { text: "two.", startMs: 667, endMs: 1_000 },
    ]);
  });

  it("reads Polly's word marks into the sentence they fall in", () => {
    const marks = [
      { time: 6, type: "sentence", value: "Hello there." },
      { time: 6, type: "word", value: "Hello" },
      { time: 380, type: "word", value: "there" },
      { time: 900, type: "sentence", value: "Bye." },
      { time: 900, type: "word", value: "Bye" },
    ];
    expect(timedSentences(marks, 1_400)).toEqual([
      {
        text: "Hello there.",
        startMs: 6,
        endMs: 900,
        words: [
          { text: "Hello", startMs: 6, endMs: 380 },
          { text: "there", startMs: 380, endMs: 900 },
        ],
      },
      { text: "Bye.", startMs: 900, endMs: 1_400, words: [{ text: "Bye", startMs: 900, endMs: 1_400 }] },
    ]);
  });

  it("refuses a voice that could pass for an option", async () => {
    const offline = await makeSpeech({ adapter: "offline" });
    await expect(offline.synthesize({ text: "Hi.", voiceId: "--help" })).rejects.toThrow("Not an espeak-ng voice");
  });
});
