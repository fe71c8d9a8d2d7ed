import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withScratchDir } from "../util/process";
import { readWav } from "../speech/wav";
import { renderBed } from "./beds";
import { SOUND_STYLES } from "./styles";

const samplesOf = async (file: string) => {
  const pcm = readWav(new Uint8Array(await readFile(file)));
  return { rate: pcm.format.sampleRate, samples: new Int16Array(pcm.data.slice().buffer) };
};

describe("sound beds", () => {
  it("last exactly as long as asked, looping their pattern", async () => {
    await withScratchDir(async (dir) => {
      const file = join(dir, "bed.wav");
      await renderBed("upbeat", 19.5, file);
      const { rate, samples } = await samplesOf(file);
      expect(samples.length / rate).toBeCloseTo(19.5, 2);
      // One period (8 s) later the same beat plays again.
      const level = (from: number) => samples.subarray(from * rate, (from + 0.5) * rate).reduce((sum, value) => sum + Math.abs(value), 0);
      expect(level(9) / level(1)).toBeCloseTo(1, 1);
    });
  });

  it("join the end of a loop to its start without a click", async () => {
    await withScratchDir(async (dir) => {
      // One ffmpeg each, at once: each is single-threaded.
      await Promise.all(SOUND_STYLES.map(async (style) => {
        const file = join(dir, `${style.style_id}.wav`);
        await renderBed(style.style_id, 17, file);
        const { rate, samples } = await samplesOf(file);
        // A click is a sudden bend in the wave: the largest second difference in a stretch of samples.
        const bend = (from: number, to: number) => {
          let largest = 0;
          for (let i = from + 1; i < to - 1; i++) largest = Math.max(largest, Math.abs(samples[i + 1]! - 2 * samples[i]! + samples[i - 1]!));
          return largest;
        };
        const music = bend(0.5 * rate, 3.5 * rate);
        for (const seam of [8, 12, 16].filter((seconds) => seconds < 17)) {
          expect(bend(seam * rate - 50, seam * rate + 50), `${style.style_id} at ${seam} s`).toBeLessThanOrEqual(music);
        }
      }));
    });
  }, 60_000);

  it("are written as WAV, M4A or MP3 only", async () => {
    await expect(renderBed("calm", 5, "/tmp/bed.ogg")).rejects.toThrow("A bed is written as");
    await expect(renderBed("calm", 0, "/tmp/bed.wav")).rejects.toThrow("A bed lasts");
  });
});
