import { extname, join } from "node:path";
import { runProcess, withScratchDir } from "../util/process";
import type { SoundStyleId } from "./styles";

const RATE = 44_100;
// Long enough to hide the seam, short enough that the 10 ms dip there never lands on a note.
const SEAM_FADE = 0.01;
const END_FADE = 1.5;
const MAX_SECONDS = 600;

/** One loop of a bed: a periodic `aevalsrc` expression of `t`, and the filters that colour it. */
interface Bed {
  period: number;
  expression: string;
  filters: string[];
}

const sine = (frequency: number | string, phase = "t") => `sin(2*PI*${frequency}*${phase})`;
/** Time within the current step: every envelope below starts at 0 and decays to exactly 0 by the step's end. */
const within = (step: number, offset = 0) => `mod(t-${offset},${step})`;
const index = (step: number, count: number, offset = 0) => `floor(mod(t-${offset},${step * count})/${step})`;
/** The value for the current step, cycling through `values`. */
const pick = (values: number[], step: number, offset = 0) =>
  `(${values.map((value, i) => `${value}*eq(${index(step, values.length, offset)},${i})`).join("+")})`;
/** Struck then decaying, silent by the end of its step so a new note starts without a click. */
const pluck = (step: number, decay: number, offset = 0) => {
  const u = within(step, offset);
  return `exp(-${decay}*${u})*(1-pow(${u}/${step},4))*min(1,400*${u})`;
};
const swell = (step: number, offset = 0) => `pow(sin(PI*${within(step, offset)}/${step}),2)`;
const kick = (step: number, offset = 0) => {
  const u = within(step, offset);
  return `sin(2*PI*(48*${u}+3.6*(1-exp(-30*${u}))))*exp(-7*${u})*(1-${u}/${step})`;
};
const noise = (seed: number) => `(2*random(${seed})-1)`;
const sum = (...terms: string[]) => terms.map((term) => `(${term})`).join("+");

/** A chord per step: one sine per voice, each voice walking through its notes in `chords`. */
function chordVoices(chords: number[][], step: number, harmonics: number[], envelope: string, offset = 0) {
  const voices = chords[0]!.length;
  return Array.from({ length: voices }, (_, voice) => {
    const frequency = pick(
      chords.map((chord) => chord[voice]!),
      step,
      offset,
    );
    const timbre = harmonics.map((weight, h) => `${weight}*${sine(`${frequency}*${h + 1}`)}`).join("+");
    return `(${timbre})*${envelope}`;
  }).join("+");
}

const CALM_CHORDS = [
  [261.63, 329.63, 392.0, 493.88],
  [220.0, 261.63, 329.63, 392.0],
  [174.61, 220.0, 261.63, 329.63],
  [196.0, 246.94, 293.66, 329.63],
];

const beds: Record<SoundStyleId, Bed> = {
  calm: {
    period: 16,
    // Two layers half a chord apart: their swells add up to a constant level, so the pad never stops.
    expression: sum(
      ...[0, 2].map((offset) => `0.08*(${chordVoices(CALM_CHORDS, 4, [1, 0.25], swell(4, offset), offset)})`),
      ...[0, 2].map((offset) => `0.14*${sine(pick([65.41, 55.0, 43.65, 49.0], 4, offset))}*${swell(4, offset)}`),
      `0.012*${noise(0)}`,
    ),
    filters: ["lowpass=f=2400", "aecho=0.8:0.6:180|320:0.35|0.25"],
  },
  upbeat: {
    period: 8,
    expression: sum(
      // Sixteenth-note arpeggio: the chord changes every bar (2 s), the note every 0.125 s.
      `0.16*(${[0, 1, 2, 3]
        .map((note) => {
          const frequency = pick(
            [
              [523.25, 392.0, 440.0, 349.23],
              [659.25, 493.88, 523.25, 440.0],
              [783.99, 587.33, 659.25, 523.25],
              [1046.5, 783.99, 880.0, 698.46],
            ][note]!,
            2,
          );
          return `eq(${index(0.125, 4)},${note})*(${sine(frequency)}+0.3*${sine(`${frequency}*2`)}+0.15*${sine(`${frequency}*3`)})`;
        })
        .join("+")})*${pluck(0.125, 18)}`,
      `0.5*${kick(0.5)}`,
      `0.06*${noise(0)}*${pluck(0.5, 80, 0.25)}`,
      `0.18*${sine(pick([130.81, 98.0, 110.0, 87.31], 2))}*${pluck(0.25, 6)}`,
    ),
    filters: ["highpass=f=40"],
  },
  cinematic: {
    period: 8,
    expression: sum(
      `(0.6+0.4*sin(2*PI*t/8))*(0.22*${sine(73.42)}+0.14*${sine(110.0)}+0.06*${sine(146.83)})`,
      `0.7*sin(2*PI*(32*${within(4)}+1.2*(1-exp(-8*${within(4)}))))*exp(-1.4*${within(4)})*(1-${within(4)}/4)`,
      `0.05*(${sine(880)}+${sine(1318.5)})*(0.5+0.5*sin(2*PI*6*t))*${swell(8)}`,
    ),
    filters: ["aecho=0.8:0.7:240|470:0.45|0.3"],
  },
  lofi: {
    period: 12,
    expression: sum(
      `0.11*(${chordVoices(
        [
          [146.83, 174.61, 220.0, 261.63, 329.63],
          [98.0, 174.61, 246.94, 329.63, 440.0],
          [130.81, 164.81, 196.0, 246.94, 293.66],
          [110.0, 196.0, 277.18, 329.63, 392.0],
        ],
        3,
        [1, 0.2, 0.05],
        `${pluck(1.5, 0.9)}*(0.85+0.15*sin(2*PI*4*t))`,
      )})`,
      `0.4*${kick(1.5)}`,
      `0.9*${noise(0)}*${pluck(1.5, 22, 0.75)}`,
      `0.015*${noise(1)}+0.15*gt(random(2),0.9996)`,
    ),
    filters: ["lowpass=f=3200", "highpass=f=35"],
  },
  corporate: {
    period: 8,
    expression: sum(
      `0.16*(${chordVoices(
        [
          [523.25, 659.25, 783.99],
          [440.0, 523.25, 659.25],
          [349.23, 440.0, 523.25],
          [392.0, 493.88, 587.33],
        ],
        2,
        [1, 0.4, 0.2, 0.1],
        pluck(0.25, 14),
      )})`,
      `0.25*${sine(pick([65.41, 55.0, 43.65, 49.0], 2))}*${pluck(0.5, 3)}`,
      `0.3*${noise(0)}*${pluck(1, 30, 0.5)}`,
    ),
    filters: ["highpass=f=30", "aecho=0.8:0.5:90:0.2"],
  },
};

const codecs: Record<string, string[]> = {
  ".wav": ["-codec:a", "pcm_s16le"],
  ".m4a": ["-codec:a", "aac", "-b:a", "128k"],
  ".mp3": ["-codec:a", "libmp3lame", "-b:a", "96k"],
};

const quiet = ["-hide_banner", "-loglevel", "error", "-y"];

/**
 * Writes `seconds` of a style's bed to `output` (.wav, .m4a or .mp3) by looping one period. Every
 * note dies away within its step and the loop's ends are faded over 10 ms, so the seam never clicks;
 * the end fades out for the video's last frames.
 */
export async function renderBed(styleId: SoundStyleId, seconds: number, output: string): Promise<void> {
  const codec = codecs[extname(output)];
  if (!codec) throw new Error(`A bed is written as ${Object.keys(codecs).join(", ")}`);
  if (!(seconds > 0 && seconds <= MAX_SECONDS)) throw new Error(`A bed lasts between 0 and ${MAX_SECONDS} seconds`);
  const bed = beds[styleId];
  await withScratchDir(async (dir) => {
    const loop = join(dir, "loop.wav");
    const graph = [
      `aevalsrc='${bed.expression}':s=${RATE}:d=${bed.period}`,
      ...bed.filters,
      "alimiter=limit=0.8",
      // Echoes ring on past the last sample; the loop keeps exactly one period.
      `atrim=end=${bed.period}`,
      `afade=t=in:d=${SEAM_FADE}`,
      `afade=t=out:st=${bed.period - SEAM_FADE}:d=${SEAM_FADE}`,
    ].join(",");
    await runProcess("ffmpeg", [...quiet, "-f", "lavfi", "-i", graph, "-ac", "1", "-codec:a", "pcm_s16le", loop]);
    const fade = Math.min(END_FADE, seconds / 4);
    await runProcess("ffmpeg", [
      ...quiet,
      "-stream_loop",
      "-1",
      "-i",
      loop,
      "-t",
      String(seconds),
      "-af",
      `afade=t=out:st=${seconds - fade}:d=${fade}`,
      ...codec,
      output,
    ]);
  });
}
