import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readWav } from "../speech/wav";
import { renderBed } from "./beds";
import { SOUND_STYLES, type SoundStyleId } from "./styles";

const samplesOf = async (file: string) => {
  const pcm = readWav(new Uint8Array(await readFile(file)));
  return { rate: pcm.format.sampleRate, samples: new Int16Array(pcm.data.slice().buffer) };
};

// Past every seam the styles have (their periods are 8, 12 and 16 s) and past one upbeat period after the first second.
const SECONDS = 19.5;
let scratch: string;
// Each style's bed, rendered once for the whole file: making a loop's period is most of a bed's cost.
const rendered = new Map<SoundStyleId, { rate: number; samples: Int16Array }>();

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "beds-test-"));
  // One ffmpeg each, at once: each is single-threaded.
  await Promise.all(
    SOUND_STYLES.map(async (style) => {
      const file = join(scratch, `${style.style_id}.wav`);
      await renderBed(style.style_id, SECONDS, file);
      rendered.set(style.style_id, await samplesOf(file));
    }),
  );
});

afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("sound beds", () => {
  it("last exactly as long as asked, looping their pattern", () => {
    for (const [style, { rate, samples }] of rendered) expect(samples.length / rate, style).toBeCloseTo(SECONDS, 2);
    const { rate, samples } = rendered.get("upbeat")!;
    // One period (8 s) later the same beat plays again.
    const level = (from: number) => samples.subarray(from * rate, (from + 0.5) * rate).reduce((sum, value) => sum + Math.abs(value), 0);
    expect(level(9) / level(1)).toBeCloseTo(1, 1);
  });

  it("join the end of a loop to its start without a click", () => {
    for (const [style, { rate, samples }] of rendered) {
      // A click is a sudden bend in the wave: the largest second difference in a stretch of samples.
      const bend = (from: number, to: number) => {
        let largest = 0;
        for (let i = from + 1; i < to - 1; i++) largest = Math.max(largest, Math.abs(samples[i + 1]! - 2 * samples[i]! + samples[i - 1]!));
        return largest;
      };
      const music = bend(0.5 * rate, 3.5 * rate);
      for (const seam of [8, 12, 16]) {
        expect(bend(seam * rate - 50, seam * rate + 50), `${style} at ${seam} s`).toBeLessThanOrEqual(music);
      }
    }
  });

  it("are written as WAV, M4A or MP3 only", async () => {
    await expect(renderBed("calm", 5, "/tmp/bed.ogg")).rejects.toThrow("A bed is written as");
    await expect(renderBed("calm", 0, "/tmp/bed.wav")).rejects.toThrow("A bed lasts");
  });
});
