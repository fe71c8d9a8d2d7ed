import { callKie as callKieApi, KieCallError, type KieData } from "../../kie/client";
import type { KieConfig } from "./config";
import { KieError } from "./error";
import type { KieModel } from "./models";

type Data = KieData;

/** Where a task stands, whichever model runs it. */
export type TaskState = { state: "pending" } | { state: "success"; url: string | undefined } | { state: "failed"; message: string };

/** One model's endpoints and shapes: Veo and Runway have their own APIs, Sora runs on Kie's jobs API. */
export interface ModelWire {
  createPath: string;
  createBody(prompt: string): unknown;
  pollPath: string;
  read(data: Data): TaskState;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const firstUrl = (value: unknown) => (Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined);

function resultJsonUrl(value: unknown) {
  try {
    return firstUrl((JSON.parse(text(value)) as { resultUrls?: unknown }).resultUrls);
  } catch {
    return undefined;
  }
}

export const wires: Record<KieModel, ModelWire> = {
  veo3_fast: {
    createPath: "/api/v1/veo/generate",
    createBody: (prompt) => ({ prompt, model: "veo3_fast", aspectRatio: "9:16" }),
    pollPath: "/api/v1/veo/record-info",
    // successFlag: 0 generating, 1 success, 2 failed, 3 created but the generation failed.
    read: (data) => {
      if (data.successFlag === 1) return { state: "success", url: firstUrl((data.response as Data | undefined)?.resultUrls) };
      if (data.successFlag === 2 || data.successFlag === 3) return { state: "failed", message: text(data.errorMessage) };
      return { state: "pending" };
    },
  },
  "runway-duration-10-generate": {
    createPath: "/api/v1/runway/generate",
    // Runway makes 10 s clips only at 720p.
    createBody: (prompt) => ({ prompt, duration: 10, quality: "720p", aspectRatio: "9:16", waterMark: "" }),
    pollPath: "/api/v1/runway/record-detail",
    read: (data) => {
      if (data.state === "success") return { state: "success", url: text((data.videoInfo as Data | undefined)?.videoUrl) || undefined };
      if (data.state === "fail") return { state: "failed", message: text(data.failMsg) };
      return { state: "pending" };
    },
  },
  "sora-2-text-to-video": {
    createPath: "/api/v1/jobs/createTask",
    createBody: (prompt) => ({ model: "sora-2-text-to-video", input: { prompt, aspect_ratio: "portrait", n_frames: "10", remove_watermark: true } }),
    pollPath: "/api/v1/jobs/recordInfo",
    read: (data) => {
      if (data.state === "success") return { state: "success", url: resultJsonUrl(data.resultJson) };
      if (data.state === "fail") return { state: "failed", message: text(data.failMsg) };
      return { state: "pending" };
    },
  },
};

const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/** The model's own words about a scene it would not or could not make. */
export const refusal = (message: string) => new KieError("refused", `The video model refused the scene: ${sentence(message || "it gave no reason")}`);

/** Kie's answer codes, as the site owner's next step. */
function failure(code: number, message: string) {
  if (code === 401 || code === 403) return new KieError("auth", `The video service did not accept the API key (${code}). Check KIE_API_KEY.`);
  if (code === 402) return new KieError("out_of_credits", "The video service account is out of credits.");
  if (code === 400 || code === 422) return refusal(message);
  if (code === 404) return new KieError("not_found", "The video service no longer knows a scene's task (404). Try again.");
  if (code === 429) return new KieError("rate_limited", "The video service is limiting requests (429). Try again in a few minutes.");
  if (code === 455) return new KieError("unavailable", "The video service is under maintenance (455). Try again later.");
  return new KieError("unavailable", `The video service failed (${code})${message ? `: ${sentence(message)}` : "."} Try again later.`);
}

/** One call to Kie's API, its failure in the video renderer's words. */
export async function callKie(config: KieConfig, method: "GET" | "POST", path: string, payload?: unknown): Promise<Data> {
  try {
    return await callKieApi(config, method, path, payload);
  } catch (error) {
    if (!(error instanceof KieCallError)) throw error;
    throw error.code === undefined
      ? new KieError("unavailable", "The video service could not be reached. Try again later.")
      : failure(error.code, error.detail);
  }
}
