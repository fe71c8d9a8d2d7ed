import { describe, expect, it } from "vitest";
import { chooseSpeech } from "../adapters";
import { makeSpeech } from ".";
import { splitSentences } from "./sentences";
import { readWav } from "./wav";

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

  it("refuses a voice that could pass for an option", async () => {
    const offline = await makeSpeech({ adapter: "offline" });
    await expect(offline.synthesize({ text: "Hi.", voiceId: "--help" })).rejects.toThrow("Not an espeak-ng voice");
  });
});
