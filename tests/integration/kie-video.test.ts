import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderVideo } from "../../packages/core/src/video";
import { CLIP_SECONDS, generateClips, KieError, kieConfigured, scenePrompts, type KieModel } from "../../packages/core/src/video/kie";
import { startKieDouble, type KieDouble } from "../../packages/functions/src/local/doubles/kie";

const run = promisify(execFile);
const DELAY_MS = 400;
const fast = { firstPollMs: 100, maxPollMs: 300, taskTimeoutMs: 20_000 };
const title = "Balcony composting";
const sentences = ["A small bin fits on any balcony.", "Dry leaves keep the smell away.", "In two months the scraps are soil."];
const SMALL = { width: 360, height: 640 };

let double: KieDouble;
let scratch: string;
const saved = { key: process.env.KIE_API_KEY, url: process.env.KIE_API_URL };

beforeAll(async () => {
  double = await startKieDouble({ delayMs: DELAY_MS });
  delete process.env.KIE_API_KEY;
  process.env.KIE_API_URL = double.url;
  scratch = await mkdtemp(join(tmpdir(), "kie-video-"));
});

afterAll(async () => {
  await double.stop();
  for (const [name, value] of [
    ["KIE_API_KEY", saved.key],
    ["KIE_API_URL", saved.url],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await rm(scratch, { recursive: true, force: true });
});

const freshDir = () => mkdtemp(join(scratch, "clips-"));

async function probe(path: string) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=codec_type,codec_name,width,height,r_frame_rate:format=duration",
    "-of",
    "json",
    path,
  ]);
  return JSON.parse(stdout) as { streams: Array<Record<string, string | number>>; format: { duration: string } };
}

/** What a failed generation rejected with. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(KieError);
  return error as KieError;
}

describe("Kie.ai video models (against the local double)", () => {
  it("knows a video model is configured when the double's URL is set, and not without it", () => {
    expect(kieConfigured()).toBe(true);
    delete process.env.KIE_API_URL;
    try {
      expect(kieConfigured()).toBe(false);
    } finally {
      process.env.KIE_API_URL = double.url;
    }
  });

  const requests: Record<KieModel, (param: Record<string, any>) => void> = {
    veo3_fast: (param) => expect(param).toMatchObject({ model: "veo3_fast", aspectRatio: "9:16" }),
    "runway-duration-10-generate": (param) => expect(param).toMatchObject({ duration: 10, quality: "720p", aspectRatio: "9:16" }),
    "sora-2-text-to-video": (param) => expect(param).toMatchObject({ model: "sora-2-text-to-video", input: { aspect_ratio: "portrait", n_frames: "10" } }),
  };

  for (const model of Object.keys(requests) as KieModel[]) {
    it(`makes ${model} scenes and downloads each as a playable vertical clip`, { timeout: 60_000 }, async () => {
      const prompts = scenePrompts({ title, sentences, suffix: "Warm autumn light.", count: 2 });
      const dir = await freshDir();
      const { clips, taskIds } = await generateClips({ model, prompts, dir, timing: fast });
      expect(clips).toEqual([join(dir, "scene-1.mp4"), join(dir, "scene-2.mp4")]);
      expect(new Set(taskIds).size).toBe(2);
      for (const [index, taskId] of taskIds.entries()) {
        const task = double.tasks.get(taskId)!;
        expect(task.prompt).toBe(prompts[index]);
        requests[model](task.param);
      }
      for (const clip of clips) {
        const { streams, format } = await probe(clip);
        expect(streams.find((stream) => stream.codec_type === "video")).toMatchObject({ codec_name: "h264", width: 720, height: 1280 });
        expect(Math.abs(Number(format.duration) - CLIP_SECONDS[model])).toBeLessThan(0.5);
      }
    });
  }

  it("runs at most two tasks at once", { timeout: 60_000 }, async () => {
    const prompts = scenePrompts({ title, sentences, count: 4 });
    const { taskIds } = await generateClips({ model: "veo3_fast", prompts, dir: await freshDir(), timing: fast });
    const created = taskIds.map((taskId) => double.tasks.get(taskId)!.createdAt).sort((a, b) => a - b);
    // A third task starts only once one of the first two is done, which takes the double's delay.
    expect(created[2]! - created[0]!).toBeGreaterThanOrEqual(DELAY_MS);
    expect(created[3]! - created[1]!).toBeGreaterThanOrEqual(DELAY_MS);
  });

  it("fails with the model's own message when it refuses a scene, and keeps no clip", async () => {
    const dir = await freshDir();
    double.failNextTask("Your prompt was flagged by the content policy.");
    const error = await failure(generateClips({ model: "veo3_fast", prompts: ["A scene"], dir, timing: fast }));
    expect(error).toMatchObject({ code: "refused", reason: "The video model refused the scene: Your prompt was flagged by the content policy." });
    expect(error.taskIds).toHaveLength(1);
    expect(double.tasks.get(error.taskIds[0]!)?.outcome).toEqual({ kind: "fail", message: "Your prompt was flagged by the content policy." });
    expect(await readdir(dir)).toEqual([]);

    double.failNextTask("Generation failed, please try again later");
    const runway = await failure(generateClips({ model: "runway-duration-10-generate", prompts: ["A scene"], dir, timing: fast }));
    expect(runway.reason).toBe("The video model refused the scene: Generation failed, please try again later.");
  });

  it("gives up on a scene that does not finish in time", async () => {
    double.stallNextTask();
    const started = Date.now();
    const error = await failure(
      generateClips({ model: "sora-2-text-to-video", prompts: ["A scene"], dir: await freshDir(), timing: { ...fast, taskTimeoutMs: 2_000 } }),
    );
    expect(error).toMatchObject({ code: "timeout", reason: "The video model did not finish a scene within 2 seconds." });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("says so when the video service account is out of credits", async () => {
    double.outOfCredits(true);
    try {
      const error = await failure(generateClips({ model: "veo3_fast", prompts: ["A scene"], dir: await freshDir(), timing: fast }));
      expect(error).toMatchObject({ code: "out_of_credits", reason: "The video service account is out of credits.", taskIds: [] });
    } finally {
      double.outOfCredits(false);
    }
  });

  it("says which setting to check when the API key is refused", async () => {
    process.env.KIE_API_KEY = "kie-wrong-key";
    try {
      const error = await failure(generateClips({ model: "runway-duration-10-generate", prompts: ["A scene"], dir: await freshDir(), timing: fast }));
      expect(error).toMatchObject({ code: "auth", reason: "The video service did not accept the API key (401). Check KIE_API_KEY." });
    } finally {
      delete process.env.KIE_API_KEY;
    }
  });

  it("refuses a request Kie would refuse, with Kie's message", async () => {
    const error = await failure(generateClips({ model: "veo3_fast", prompts: ["  "], dir: await freshDir(), timing: fast }));
    expect(error).toMatchObject({ code: "refused", reason: "The video model refused the scene: prompt is required." });
  });

  // Small: the renderer's full-size output is checked by its own tests (packages/core/src/video/render.test.ts).
  it("renders two generated clips into the narrated vertical video", { timeout: 120_000 }, async () => {
    const dir = await freshDir();
    const { clips } = await generateClips({ model: "veo3_fast", prompts: scenePrompts({ title, sentences, count: 2 }), dir, timing: fast });
    const narration = join(dir, "narration.wav");
    await run("espeak-ng", ["-v", "en-us", "-w", narration, sentences.join(" ")]);
    const narrationMs = Number((await run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", narration])).stdout) * 1000;

    const video = await renderVideo(
      { narration: { path: narration, sentences: [] }, visuals: clips.map((clip) => ({ clip })), subtitles: false, language: "en-US", title, size: SMALL },
      join(dir, "out"),
    );
    const { streams, format } = await probe(video.videoPath);
    expect(streams.find((stream) => stream.codec_type === "video")).toMatchObject({ codec_name: "h264", ...SMALL, r_frame_rate: "30/1" });
    expect(streams.find((stream) => stream.codec_type === "audio")).toMatchObject({ codec_name: "aac" });
    expect(Math.abs(Number(format.duration) - Math.max(3, narrationMs / 1000))).toBeLessThan(0.5);
  });
});
