import { PollyClient, SynthesizeSpeechCommand, type VoiceId } from "@aws-sdk/client-polly";
import type { SentenceTiming, SpeechPort } from "./port";
import { durationMsOf, writeWav, type Pcm } from "./wav";

// Polly's PCM is 16-bit mono; 16 kHz is the highest rate it offers for PCM.
const FORMAT = { sampleRate: 16_000, channels: 1, bitsPerSample: 16 };

export interface SpeechMark {
  time: number;
  type: string;
  value: string;
}

/** Sentences from Polly's sentence marks, each with the word marks that fall inside it. */
export function timedSentences(marks: SpeechMark[], durationMs: number): SentenceTiming[] {
  const starts = marks.filter((mark) => mark.type === "sentence");
  const words = marks.filter((mark) => mark.type === "word" && /[\p{L}\p{N}]/u.test(mark.value));
  return starts.map((mark, index) => {
    const endMs = starts[index + 1]?.time ?? durationMs;
    const own = words.filter((word) => word.time >= mark.time && word.time < endMs);
    return {
      text: mark.value,
      startMs: mark.time,
      endMs,
      words: own.map((word, at) => ({ text: word.value, startMs: word.time, endMs: own[at + 1]?.time ?? endMs })),
    };
  });
}

/**
 * Amazon Polly's neural voices (one request takes up to 3,000 billed characters). The audio and
 * the speech marks (sentences and words) are two requests over the same text; a sentence lasts
 * until the next begins, a word until the next word of its sentence (the last one to its sentence's end).
 */
export function pollySpeech(): SpeechPort {
  const polly = new PollyClient({});
  return {
    // Polly encodes MP3 itself: a function without ffmpeg can still make a voice's sample.
    async sample({ text, voiceId }) {
      const answer = await polly.send(new SynthesizeSpeechCommand({ Engine: "neural", Text: text, VoiceId: voiceId as VoiceId, OutputFormat: "mp3" }));
      if (!answer.AudioStream) throw new Error("Polly answered without audio");
      return new Uint8Array(await answer.AudioStream.transformToByteArray());
    },
    async synthesize({ text, voiceId }) {
      const request = { Engine: "neural", Text: text, VoiceId: voiceId as VoiceId } as const;
      const [audio, marks] = await Promise.all([
        polly.send(new SynthesizeSpeechCommand({ ...request, OutputFormat: "pcm", SampleRate: String(FORMAT.sampleRate) })),
        polly.send(new SynthesizeSpeechCommand({ ...request, OutputFormat: "json", SpeechMarkTypes: ["sentence", "word"] })),
      ]);
      if (!audio.AudioStream || !marks.AudioStream) throw new Error("Polly answered without audio");
      const pcm: Pcm = { format: FORMAT, data: await audio.AudioStream.transformToByteArray() };
      const durationMs = durationMsOf(pcm);
      const all = (await marks.AudioStream.transformToString())
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as SpeechMark);
      return { audio: writeWav(pcm), format: "wav" as const, durationMs, sentences: timedSentences(all, durationMs) };
    },
  };
}
