import type { WordTiming } from "./words";

export interface SpeechInput {
  text: string;
  /** The engine's own voice: an espeak-ng voice (`en-us+f3`) or a Polly voice (`Joanna`). */
  voiceId: string;
}

/** Where one sentence sits in the narration: what subtitles show and when. */
export interface SentenceTiming {
  text: string;
  startMs: number;
  endMs: number;
  /** Each word as it is spoken, for captions that follow the voice word by word. */
  words: WordTiming[];
}

export interface Narration {
  audio: Uint8Array;
  format: "wav";
  durationMs: number;
  sentences: SentenceTiming[];
}

/** Text to narrated audio. */
export interface SpeechPort {
  synthesize(input: SpeechInput): Promise<Narration>;
  /** A short clip as MP3, for a browser's <audio> element. */
  sample(input: SpeechInput): Promise<Uint8Array<ArrayBuffer>>;
}
