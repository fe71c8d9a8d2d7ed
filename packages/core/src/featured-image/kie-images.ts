import { setTimeout as pause } from "node:timers/promises";
import type { KieConfig } from "../adapters";
import { callKie, KieCallError, type KieData } from "../kie/client";
import { downloadPicture } from "./download";
import type { KieImageModel } from "./kie-models";
import { ImageProviderError, sentence, type ImageProvider } from "./provider";

type Data = KieData;

type TaskState = { state: "pending" } | { state: "success"; url: string | undefined } | { state: "failed"; message: string };

type KieImageTiming = { firstPollMs: number; maxPollMs: number; taskTimeoutMs: number };

// Kie allows three status queries a second per task; an image takes ten to sixty seconds.
const TIMING: KieImageTiming = { firstPollMs: 1_500, maxPollMs: 5_000, taskTimeoutMs: 150_000 };

const pollingOf = (config: KieConfig): KieImageTiming => (config.pollMs ? { ...TIMING, firstPollMs: config.pollMs, maxPollMs: config.pollMs } : TIMING);

interface ImageWire {
  createPath: string;
  createBody(prompt: string): unknown;
  pollPath: string;
  read(data: Data): TaskState;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Both image APIs count a task's state the same way: 0 generating, 1 success, 2 not created, 3 generation failed. */
function byFlag(data: Data, url: (response: Data) => string | undefined): TaskState {
  if (data.successFlag === 1) return { state: "success", url: url((data.response as Data | null) ?? {}) };
  if (data.successFlag === 2 || data.successFlag === 3) return { state: "failed", message: text(data.errorMessage) };
  return { state: "pending" };
}

const flux = (model: KieImageModel): ImageWire => ({
  createPath: "/api/v1/flux/kontext/generate",
  // 16:9 is Flux Kontext's widest frame but one; 21:9 would cut the subject at the sides of 1200x630.
  createBody: (prompt) => ({ prompt, model, aspectRatio: "16:9", outputFormat: "png" }),
  pollPath: "/api/v1/flux/kontext/record-info",
  read: (data) => byFlag(data, (response) => text(response.resultImageUrl) || undefined),
});

const WIRES: Record<KieImageModel, ImageWire> = {
  "flux-kontext-pro": flux("flux-kontext-pro"),
  "flux-kontext-max": flux("flux-kontext-max"),
  "gpt-4o-image": {
    createPath: "/api/v1/gpt4o-image/generate",
    // The 4o Image API's widest frame.
    createBody: (prompt) => ({ prompt, size: "3:2", nVariants: 1 }),
    pollPath: "/api/v1/gpt4o-image/record-info",
    read: (data) =>
      byFlag(data, (response) => {
        const urls = response.resultUrls;
        return Array.isArray(urls) && typeof urls[0] === "string" ? urls[0] : undefined;
      }),
  },
};

/** Kie's answer codes, as the site owner's next step. */
function failure(code: number, message: string) {
  if (code === 401 || code === 403) return new ImageProviderError(`Kie.ai did not accept the API key (${code}). Check KIE_API_KEY.`);
  if (code === 402) return new ImageProviderError("The Kie.ai account is out of credits.");
  if (code === 400 || code === 422) return new ImageProviderError(`The image model refused the prompt: ${sentence(message || "it gave no reason")}`);
  if (code === 429) return new ImageProviderError("Kie.ai is limiting requests (429).");
  if (code === 455) return new ImageProviderError("Kie.ai is under maintenance (455).");
  return new ImageProviderError(`Kie.ai failed (${code})${message ? `: ${sentence(message)}` : "."}`);
}

/** One call to Kie's API, its failure in an image provider's words. */
async function call(config: KieConfig, method: "GET" | "POST", path: string, payload?: unknown): Promise<Data> {
  try {
    return await callKie(config, method, path, payload);
  } catch (error) {
    if (!(error instanceof KieCallError)) throw error;
    throw error.code === undefined ? new ImageProviderError("Kie.ai could not be reached.") : failure(error.code, error.detail);
  }
}

/** Creates the task, then polls with a growing pause until its picture is ready, and downloads it. */
async function generate(config: KieConfig, model: KieImageModel, prompt: string, timing: KieImageTiming) {
  const wire = WIRES[model];
  const deadline = Date.now() + timing.taskTimeoutMs;
  const created = await call(config, "POST", wire.createPath, wire.createBody(prompt));
  const taskId = text(created.taskId);
  if (!taskId) throw new ImageProviderError("Kie.ai did not say which task it started.");
  let wait = timing.firstPollMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new ImageProviderError(`The image model did not finish within ${Math.round(timing.taskTimeoutMs / 1000)} seconds.`);
    await pause(Math.min(wait, left));
    wait = Math.min(timing.maxPollMs, Math.round(wait * 1.5));
    const task = wire.read(await call(config, "GET", `${wire.pollPath}?taskId=${encodeURIComponent(taskId)}`));
    if (task.state === "failed") throw new ImageProviderError(sentence(task.message || "Its task failed without a reason"));
    if (task.state === "success") {
      if (!task.url) throw new ImageProviderError("The image model finished but gave no picture to download.");
      return downloadPicture(task.url);
    }
  }
}

/** Kie.ai's image models, by the same key as its video models. */
export function kieImages(config: KieConfig, model: KieImageModel): ImageProvider {
  return { label: `Kie.ai ${model}`, picture: (prompt) => generate(config, model, prompt, pollingOf(config)) };
}
