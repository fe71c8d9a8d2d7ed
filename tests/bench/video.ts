import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Speech } from "@sitecrew/core/speech";
import { renderVideo } from "@sitecrew/core/video";
import { printTable } from "./table";

const run = promisify(execFile);
const TARGETS_S = [30, 60];
// espeak-ng speaks about 3.2 words a second at its default rate; a little more text reaches the target.
const WORDS_PER_SECOND = 3.3;
const CLOCK_TICKS = 100;
// About a minute of narration: what a social video's script is at most.
const NARRATION_WORDS = 150;
const NARRATION_VOICE = "en-us+f3";

const SENTENCES = [
  "Composting on a balcony is easier than most people think.",
  "All you need is a small bin with a lid, a few holes for air and a tray underneath.",
  "Mix kitchen scraps with dry brown material such as leaves, shredded paper or cardboard.",
  "Keep the mix as moist as a wrung-out sponge and turn it once a week.",
  "Avoid meat, dairy and oily food, because they smell and attract pests.",
  "In warm months the bin works fast, so you can harvest rich soil in about eight weeks.",
  "Sieve the finished compost and mix it into the pots of your herbs and tomatoes.",
  "Your plants will grow stronger, and you will throw away a third less rubbish.",
];

function script(seconds: number) {
  const chosen: string[] = [];
  let words = 0;
  for (let i = 0; words < seconds * WORDS_PER_SECOND; i++) {
    const sentence = SENTENCES[i % SENTENCES.length]!;
    chosen.push(sentence);
    words += sentence.split(" ").length;
  }
  return chosen;
}

async function durationMs(path: string) {
  const { stdout } = await run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path]);
  return Number(stdout) * 1000;
}

/** Watches this process's ffmpeg children through /proc: the highest resident set and the CPU time they used. */
function watchFfmpeg() {
  let peakKb = 0;
  const cpuTicks = new Map<number, number>();
  const poll = async () => {
    for (const entry of await readdir("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[1]) !== process.pid || !stat.includes("(ffmpeg)")) continue;
      cpuTicks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
      const status = await readFile(`/proc/${entry}/status`, "utf8").catch(() => "");
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    }
  };
  let polling = Promise.resolve();
  const timer = setInterval(() => {
    polling = polling.then(poll);
  }, 100);
  return async () => {
    clearInterval(timer);
    await polling;
    return { peakMb: peakKb / 1024, cpuSeconds: [...cpuTicks.values()].reduce((sum, ticks) => sum + ticks, 0) / CLOCK_TICKS };
  };
}

/** Narration as a video run makes it: sentence by sentence through the speech port, joined with pauses and timed. */
async function benchNarration() {
  const text = script(NARRATION_WORDS / WORDS_PER_SECOND).join(" ");
  const started = performance.now();
  const narration = await Speech.synthesize({ text, voiceId: NARRATION_VOICE });
  const elapsedMs = performance.now() - started;
  const row = [
    NARRATION_VOICE,
    text.split(" ").length,
    `${(narration.durationMs / 1000).toFixed(1)} s`,
    `${(elapsedMs / 1000).toFixed(2)} s`,
    `${((elapsedMs / narration.durationMs) * 60_000).toFixed(0)} ms`,
  ];
  printTable(
    `Narration through Speech.synthesize (${process.env.SPEECH_PROVIDER || "offline"}): time per minute of narration (target: well under the render time)`,
    ["voice", "words", "narration", "synthesis time", "per minute of narration"],
    [row],
  );
}

/**
 * The offline video renderer of the social media agent: espeak-ng narration, two pictures held a
 * sentence or two each, word-by-word captions, an end card and a music bed, rendered at 30 and 60 seconds. Render time should stay under the video's own length.
 */
export async function benchVideo() {
  await benchNarration();
  const scratch = await mkdtemp(join(tmpdir(), "bench-video-"));
  try {
    const ffmpeg = (...args: string[]) => run("ffmpeg", ["-hide_banner", "-nostdin", "-v", "error", "-y", ...args]);
    const images = [join(scratch, "landscape.png"), join(scratch, "portrait.jpg")];
    const bed = join(scratch, "bed.mp3");
    await ffmpeg("-f", "lavfi", "-i", "testsrc2=s=1920x1080", "-frames:v", "1", images[0]!);
    await ffmpeg("-f", "lavfi", "-i", "mandelbrot=s=1200x1600", "-frames:v", "1", images[1]!);
    await ffmpeg(
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=220:duration=20",
      "-f",
      "lavfi",
      "-i",
      "anoisesrc=d=20:c=pink:a=0.05",
      "-filter_complex",
      "amix=inputs=2",
      bed,
    );
    const load = loadavg()[0]!.toFixed(1);
    const rows: Array<Array<string | number>> = [];
    for (const target of TARGETS_S) {
      const sentences = script(target);
      const narration = join(scratch, `narration-${target}.wav`);
      const ttsStarted = performance.now();
      // As a video run speaks it: sentence by sentence, each word timed for the captions.
      const spoken = await Speech.synthesize({ text: sentences.join(" "), voiceId: NARRATION_VOICE });
      const ttsMs = performance.now() - ttsStarted;
      await writeFile(narration, spoken.audio);
      const spokenMs = await durationMs(narration);
      const outputDir = await mkdtemp(join(scratch, "out-"));
      const stop = watchFfmpeg();
      const started = performance.now();
      const video = await renderVideo(
        {
          narration: { path: narration, sentences: spoken.sentences },
          visuals: images,
          subtitles: true,
          language: "en-US",
          bed,
          title: "Balcony composting",
          endCard: { name: "Green Thumbs", url: "greenthumbs.example" },
        },
        outputDir,
      );
      const renderMs = performance.now() - started;
      const ffmpegUse = await stop();
      const lengthS = video.durationMs / 1000;
      rows.push([
        `${lengthS.toFixed(1)} s`,
        `${(renderMs / 1000).toFixed(1)} s`,
        `${(renderMs / video.durationMs).toFixed(2)}x`,
        `${(ffmpegUse.cpuSeconds / lengthS).toFixed(2)}x`,
        `${((ttsMs / spokenMs) * 60_000).toFixed(0)} ms`,
        `${ffmpegUse.peakMb.toFixed(0)} MB`,
        `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
      ]);
    }
    printTable(
      `Offline social video: 1080x1920 H.264, two pictures cross-fading by sentence, word-by-word captions, end card, ducked bed (target: render time / length at most 1x on 2 cores; load average ${load} at start)`,
      ["video length", "render time", "render / length", "ffmpeg CPU / length", "espeak-ng per minute", "ffmpeg peak RSS", "Node peak RSS"],
      rows,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
