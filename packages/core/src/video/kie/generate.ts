import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import { guardedFetch, OutboundError, stagePolicy } from "../../net/guarded-fetch";
import { isReadableVideo } from "../probe";
import { callKie, refusal, wires, type ModelWire } from "./api";
import { kieConfig, type KieConfig } from "./config";
import { isTransient, KieError } from "./error";
import type { KieModel } from "./models";

export type ClipTiming = {
  /** The first pause before asking how a task stands; each later pause is half as long again. */
  firstPollMs: number;
  maxPollMs: number;
  /** From creating a task to its clip being ready. */
  taskTimeoutMs: number;
};

const DEFAULT_TIMING: ClipTiming = { firstPollMs: 3_000, maxPollMs: 15_000, taskTimeoutMs: 6 * 60_000 };

// Two tasks at once keep a six-scene video to about three generation rounds without tripping Kie's rate limit.
const PARALLEL_TASKS = 2;
const MAX_CLIP_BYTES = 200 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 3 * 60_000;
const DOWNLOAD_ATTEMPTS = 3;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
const spoken = (ms: number) => (ms >= 60_000 ? plural(Math.round(ms / 60_000), "minute") : plural(Math.max(1, Math.round(ms / 1000)), "second"));

/** Starts a task; only a rate limit is worth another try, since any other failure may have started it already. */
async function createTask(config: KieConfig, wire: ModelWire, prompt: string, deadline: number, timing: ClipTiming, signal: AbortSignal) {
  let wait = timing.firstPollMs;
  for (;;) {
    try {
      const data = await callKie(config, "POST", wire.createPath, wire.createBody(prompt));
      if (typeof data.taskId !== "string" || !data.taskId)
        throw new KieError("unavailable", "The video service did not say which task it started. Try again later.");
      return data.taskId;
    } catch (error) {
      if (!(error instanceof KieError && error.code === "rate_limited") || Date.now() + wait >= deadline) throw error;
    }
    await pause(wait, undefined, { signal });
    wait = Math.min(timing.maxPollMs, wait * 2);
  }
}

/** Polls with a growing pause until the clip is ready; a poll that briefly fails is asked again. */
async function resultUrl(config: KieConfig, wire: ModelWire, taskId: string, deadline: number, timing: ClipTiming, signal: AbortSignal) {
  let wait = timing.firstPollMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new KieError("timeout", `The video model did not finish a scene within ${spoken(timing.taskTimeoutMs)}.`);
    await pause(Math.min(wait, left), undefined, { signal });
    wait = Math.min(timing.maxPollMs, Math.round(wait * 1.5));
    let task;
    try {
      task = wire.read(await callKie(config, "GET", `${wire.pollPath}?taskId=${encodeURIComponent(taskId)}`));
    } catch (error) {
      if (isTransient(error)) continue;
      throw error;
    }
    if (task.state === "failed") throw refusal(task.message);
    if (task.state === "success") {
      if (!task.url) throw new KieError("download", "The video model finished a scene but gave no clip to download.");
      return task.url;
    }
  }
}

async function fetchClip(url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await guardedFetch(
        url,
        { headers: { accept: "video/*" } },
        { policy: stagePolicy(), timeoutMs: DOWNLOAD_TIMEOUT_MS, maxBytes: MAX_CLIP_BYTES },
      );
      if (response.status >= 500 && attempt < DOWNLOAD_ATTEMPTS) continue;
      return response;
    } catch (error) {
      if (error instanceof OutboundError && error.reason === "too_large") {
        throw new KieError("download", `The video model's clip is larger than ${MAX_CLIP_BYTES / 1024 / 1024} MB, so it was not used.`);
      }
      if (error instanceof OutboundError && (error.reason === "network" || error.reason === "timeout") && attempt < DOWNLOAD_ATTEMPTS) continue;
      throw new KieError("download", `The video model's clip could not be downloaded: ${error instanceof Error ? error.message : String(error)}.`);
    }
  }
}

/** Downloads a finished clip and keeps it only if it is a video ffmpeg can play. */
async function download(url: string, path: string) {
  const response = await fetchClip(url);
  if (response.status !== 200) throw new KieError("download", `The video model's clip could not be downloaded (HTTP ${response.status}).`);
  const type = String(response.headers["content-type"] ?? "");
  if (!/^video\//i.test(type)) throw new KieError("download", `The video model's clip is not a video (${type || "no content type"}).`);
  await writeFile(path, response.body);
  if (!(await isReadableVideo(path))) {
    await rm(path, { force: true });
    throw new KieError("download", "The video model's clip could not be played.");
  }
}

export type GenerateClipsInput = {
  model: KieModel;
  /** One scene per prompt, in order (see scenePrompts). */
  prompts: string[];
  /** Where the clips are written, as scene-1.mp4, scene-2.mp4, ... */
  dir: string;
  signal?: AbortSignal;
  timing?: Partial<ClipTiming>;
};

/**
 * Makes one clip per prompt with a Kie.ai video model, at most two tasks at a time, and downloads
 * each. The first scene that fails stops the rest: the video needs every scene. Resolves with the
 * clips' paths and task ids in prompt order; rejects with a KieError whose reason a site owner can act on.
 */
export async function generateClips(input: GenerateClipsInput): Promise<{ clips: string[]; taskIds: string[] }> {
  const config = kieConfig();
  if (!config) throw new KieError("not_configured", "No video model is configured (KIE_API_KEY is not set).");
  const polling = config.pollMs ? { firstPollMs: config.pollMs, maxPollMs: config.pollMs } : {};
  const timing = { ...DEFAULT_TIMING, ...polling, ...input.timing };
  const wire = wires[input.model];
  const stop = new AbortController();
  const signal = input.signal ? AbortSignal.any([input.signal, stop.signal]) : stop.signal;
  await mkdir(input.dir, { recursive: true });

  const clips: string[] = [];
  const taskIds: string[] = [];
  // Boxed, so that even a thrown undefined counts as a failure.
  let failure: { error: unknown } | undefined;
  let next = 0;
  async function work() {
    while (next < input.prompts.length && !signal.aborted) {
      const index = next++;
      const path = join(input.dir, `scene-${index + 1}.mp4`);
      try {
        const deadline = Date.now() + timing.taskTimeoutMs;
        taskIds[index] = await createTask(config!, wire, input.prompts[index]!, deadline, timing, signal);
        const url = await resultUrl(config!, wire, taskIds[index], deadline, timing, signal);
        signal.throwIfAborted();
        await download(url, path);
        clips[index] = path;
      } catch (error) {
        failure ??= { error };
        stop.abort();
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_TASKS, input.prompts.length) }, work));

  if (failure === undefined) return { clips, taskIds };
  await Promise.all(clips.filter(Boolean).map((clip) => rm(clip, { force: true })));
  if (input.signal?.aborted) throw input.signal.reason;
  if (failure.error instanceof KieError) throw new KieError(failure.error.code, failure.error.reason, taskIds.filter(Boolean));
  throw failure.error;
}
