import { speechChoice, type SpeechChoice } from "../adapters";
import { perChoice } from "../util/per-choice";
import type { SpeechInput, SpeechPort } from "./port";

/** The adapter module is a lazy chunk with its SDK or its process runner. */
export async function makeSpeech(choice: SpeechChoice): Promise<SpeechPort> {
  switch (choice.adapter) {
    case "offline":
      return (await import("./espeak")).espeakSpeech();
    case "polly":
      return (await import("./polly")).pollySpeech();
    case "misconfigured":
      throw new Error(choice.reason);
  }
}

const port = perChoice(makeSpeech);

/** The adapter the configuration picks (`adapters.ts`): espeak-ng on this machine, or Amazon Polly. */
export function speech(): Promise<SpeechPort> {
  return port(speechChoice());
}

/** Narration: text in, audio with each sentence's timing out. */
export namespace Speech {
  export const synthesize = async (input: SpeechInput) => (await speech()).synthesize(input);
  export const sample = async (input: SpeechInput) => (await speech()).sample(input);
}
