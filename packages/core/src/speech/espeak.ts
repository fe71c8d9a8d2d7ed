import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SpeechPort } from "./port";
import { splitSentences } from "./sentences";
import { wavToMp3 } from "./encode";
import { runProcess, withScratchDir } from "../util/process";
import { durationMsOf, joinClips, readWav, voicedSpan, writeWav, type Pcm } from "./wav";
import { timeWords } from "./words";

// The breath between sentences; it also makes each sentence's start and end exact.
const PAUSE_MS = 300;
// A language with optional region and variant; anything else (a leading "-" above all) is refused.
const VOICE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*(\+[a-z0-9]{1,8})?$/i;

/**
 * espeak-ng on this machine: one sentence at a time, joined with pauses, so every sentence's timing
 * is known. Its command line reports no word boundaries, so each sentence's voiced part (its clip
 * without the silence around it) is shared between its words by syllables.
 */
export function espeakSpeech(): SpeechPort {
  const port: SpeechPort = {
    async sample(input) {
      return wavToMp3((await port.synthesize(input)).audio);
    },
    async synthesize({ text, voiceId }) {
      if (!VOICE.test(voiceId)) throw new Error(`Not an espeak-ng voice: ${voiceId}`);
      const language = voiceId.split(/[-+]/)[0]!;
      const sentences = splitSentences(text);
      if (!sentences.length) throw new Error("There is nothing to narrate.");
      return withScratchDir(async (dir) => {
        const clips: Pcm[] = [];
        for (const [index, sentence] of sentences.entries()) {
          const textFile = join(dir, `${index}.txt`);
          const wavFile = join(dir, `${index}.wav`);
          await writeFile(textFile, sentence);
          await runProcess("espeak-ng", ["-v", voiceId, "-w", wavFile, "-f", textFile]);
          clips.push(readWav(await readFile(wavFile)));
        }
        const { pcm, spans } = joinClips(clips, PAUSE_MS);
        return {
          audio: writeWav(pcm),
          format: "wav" as const,
          durationMs: durationMsOf(pcm),
          sentences: sentences.map((sentence, index) => {
            const span = spans[index]!;
            const voiced = voicedSpan(clips[index]!);
            return { text: sentence, ...span, words: timeWords(sentence, language, span.startMs + voiced.startMs, span.startMs + voiced.endMs) };
          }),
        };
      });
    },
  };
  return port;
}
