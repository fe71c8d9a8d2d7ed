import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { extractiveScript, narrationOf } from "../../packages/core/src/social/script";
import { partSpans, storyboard } from "../../packages/core/src/social/storyboard";
import { Speech } from "@sitecrew/core/speech";
import { END_SCENE_TAIL_MS, renderVideo, type RenderVideoInput } from "@sitecrew/core/video";
import { printTable } from "./table";

const run = promisify(execFile);
const CLOCK_TICKS = 100;
const NARRATION_VOICE = "en-us+f3";
const SITE = { name: "Green Thumbs", url: "greenthumbs.example" };
// The garden palette the site's title cards use.
const BRAND = { from: "1f4d2b", to: "0f2f2a", accent: "b7e4a1" };

/** A post as a site has it: an introduction, six sections under headings, a list, and two pictures. */
const POST = `
<p>Composting on a balcony turns a bag of kitchen scraps into rich, dark soil for your herbs and tomatoes in about eight weeks, without any smell.</p>
<img src="https://greenthumbs.example/balcony.png">
<h2>Choose a small bin</h2>
<p>A forty litre bin with a lid fits any corner. Drill air holes and set a tray underneath.</p>
<h2>Mix greens and browns</h2>
<p>Mix each handful of kitchen scraps with a handful of dry leaves. The browns keep the compost airy.</p>
<img src="https://greenthumbs.example/bin.jpg">
<h2>Keep it moist</h2>
<p>The compost should feel as moist as a wrung-out sponge. Add water in summer and more browns after rain.</p>
<h2>What to avoid</h2>
<ul><li>Meat</li><li>Dairy</li></ul>
<p>Meat, dairy and oily food make the bin smell and bring flies, so they stay in the kitchen bin.</p>
<h2>Harvest the soil</h2>
<p>After eight weeks, sieve the dark, crumbly compost. Mix it into the pots of your herbs and tomatoes.</p>
<h2>Questions people ask</h2>
<h3>Does a balcony bin attract rats?</h3>
<p>A closed bin gives rats nothing to come for. Keep the lid on and they stay away.</p>`;

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

async function timedRender(input: RenderVideoInput, outputDir: string) {
  const stop = watchFfmpeg();
  const started = performance.now();
  const video = await renderVideo(input, outputDir);
  const renderMs = performance.now() - started;
  const use = await stop();
  const lengthS = video.durationMs / 1000;
  return [
    `${lengthS.toFixed(1)} s`,
    `${(renderMs / 1000).toFixed(1)} s`,
    `${(renderMs / video.durationMs).toFixed(2)}x`,
    `${(use.cpuSeconds / lengthS).toFixed(2)}x`,
    `${use.peakMb.toFixed(0)} MB`,
  ];
}

/**
 * The offline renderer of the social media agent on a post with two pictures, as a run makes the
 * video: the script from the post's sentences, espeak-ng's narration, then the render at 1080x1920
 * with word-by-word captions and a music bed; once scene by scene (pictures and the site's colours,
 * panned stills, the end card) as videos are made now, and once as pictures held a sentence or two
 * over blurred fills of themselves with pan and zoom, as they were made before. Render time should
 * stay under the video's own length.
 */
export async function benchVideo() {
  const scratch = await mkdtemp(join(tmpdir(), "bench-video-"));
  try {
    const ffmpeg = (...args: string[]) => run("ffmpeg", ["-hide_banner", "-nostdin", "-v", "error", "-y", ...args]);
    const pictures = [
      { path: join(scratch, "balcony.png"), url: "https://greenthumbs.example/balcony.png" },
      { path: join(scratch, "bin.jpg"), url: "https://greenthumbs.example/bin.jpg" },
    ];
    const bed = join(scratch, "bed.mp3");
    await ffmpeg("-f", "lavfi", "-i", "testsrc2=s=1920x1080", "-frames:v", "1", pictures[0]!.path);
    await ffmpeg("-f", "lavfi", "-i", "mandelbrot=s=1200x1600", "-frames:v", "1", pictures[1]!.path);
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

    const script = extractiveScript("Balcony composting", POST, "en", SITE.name);
    const voiceStarted = performance.now();
    const spoken = await Speech.synthesize({ text: narrationOf(script), voiceId: NARRATION_VOICE });
    const voiceMs = performance.now() - voiceStarted;
    const narration = join(scratch, "narration.wav");
    await writeFile(narration, spoken.audio);
    const spokenMs = await durationMs(narration);
    const board = storyboard(script.parts, partSpans(script.parts, spoken.sentences, spoken.durationMs + END_SCENE_TAIL_MS), pictures);

    const load = loadavg()[0]!.toFixed(1);
    const common = {
      narration: { path: narration, sentences: spoken.sentences },
      subtitles: true,
      language: "en-US",
      bed,
      title: "Balcony composting",
      endCard: SITE,
    };
    const scenes = await timedRender({ ...common, visuals: [], storyboard: { brand: BRAND, scenes: board.scenes } }, await mkdtemp(join(scratch, "scenes-")));
    const held = await timedRender({ ...common, visuals: pictures.map((picture) => picture.path) }, await mkdtemp(join(scratch, "held-")));
    printTable(
      `Offline social video from a post with two pictures (${script.parts.length} parts, ${script.words} words, espeak-ng ${((voiceMs / spokenMs) * 60_000).toFixed(0)} ms per minute of narration), 1080x1920 H.264 with captions and a bed (target: render / length at most 1x on 2 cores; load average ${load} at start)`,
      ["renderer", "video length", "render time", "render / length", "ffmpeg CPU / length", "ffmpeg peak RSS"],
      [
        ["scenes (now)", ...scenes],
        ["pictures held by sentence (before)", ...held],
      ],
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
