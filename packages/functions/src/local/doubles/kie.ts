import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { runProcess, withScratchDir } from "@sitecrew/core/util/process";
import { freePort } from "../ports";

type Json = Record<string, unknown>;
type Api = "veo" | "runway" | "jobs";

export interface KieTask {
  taskId: string;
  api: Api;
  model: string;
  prompt: string;
  /** The request body as sent. */
  param: Json;
  clipSeconds: number;
  createdAt: number;
  key: string;
  outcome: { kind: "success" } | { kind: "fail"; message: string } | { kind: "stall" };
}

export interface KieDouble {
  url: string;
  /** Every task created, by id, in the order they came. */
  tasks: Map<string, KieTask>;
  /** The next task created ends as failed with the model's message. */
  failNextTask(message: string): void;
  /** The next task created stays "generating" for ever. */
  stallNextTask(): void;
  /** While on, creating a task answers 402 as an account without credits does. */
  outOfCredits(on: boolean): void;
  stop(): Promise<void>;
}

const VEO_MODELS = ["veo3", "veo3_fast"];
const VEO_RATIOS = ["16:9", "9:16", "Auto"];
const RUNWAY_RATIOS = ["16:9", "9:16", "1:1", "4:3", "3:4"];
const RUNWAY_MAX_PROMPT = 1_800;
const JOB_MODELS: Record<string, { frames: string[] }> = { "sora-2-text-to-video": { frames: ["10", "15"] } };
const SORA_RATIOS = ["portrait", "landscape"];

const CLIP_TIMEOUT_MS = 60_000;

/** A real, short MP4 the size of a generated clip: a drifting gradient, a label and a tone (models add sound). */
function makeClip(seconds: number) {
  return withScratchDir(async (dir) => {
    const picture = `gradients=s=180x320:r=30:d=${seconds}:speed=0.015:nb_colors=3,scale=720:1280,drawtext=font='Noto Sans':text='Local video model':fontsize=40:fontcolor=white@0.85:x=(w-tw)/2:y=h-140`;
    const args = [
      "-hide_banner",
      "-nostdin",
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      picture,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=330:duration=${seconds}`,
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      "-movflags",
      "+faststart",
      "clip.mp4",
    ];
    await runProcess("ffmpeg", args, CLIP_TIMEOUT_MS, dir);
    return readFile(join(dir, "clip.mp4"));
  });
}

const timestamp = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);

/** Kie answers every call with `{ code, msg, data }`; the HTTP status follows the code where HTTP has one. */
function answer<C extends Context>(c: C, code: number, msg: string, data: unknown = null) {
  const status = [200, 400, 401, 402, 404, 422, 429, 500].includes(code) ? code : 200;
  return c.json({ code, msg, data }, status as 200);
}

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;
const oneOf = (values: string[], value: unknown) => typeof value === "string" && values.includes(value);
const scalar = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const isJson = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A local stand-in for Kie.ai's video APIs (Veo 3, Runway, and Sora 2 on the jobs API): it checks
 * the bearer key and the request bodies as Kie does, runs each task through its states over
 * `delayMs`, and serves a real MP4 of the requested length as the result. Local stage and tests only.
 */
export async function startKieDouble(options: { apiKey?: string; delayMs?: number } = {}): Promise<KieDouble> {
  const apiKey = options.apiKey ?? "local-double";
  const delayMs = options.delayMs ?? 1_000;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const tasks = new Map<string, KieTask>();
  const clips = new Map<number, Promise<Buffer>>();
  let nextOutcome: KieTask["outcome"] | undefined;
  let noCredits = false;
  const app = new Hono();

  app.use("/api/*", async (c, next) => {
    if (c.req.header("authorization") !== `Bearer ${apiKey}`) return answer(c, 401, "You do not have access permissions");
    return next();
  });

  async function body(c: Context): Promise<Json> {
    const parsed: unknown = await c.req.json().catch(() => ({}));
    return isJson(parsed) ? parsed : {};
  }

  function create(c: Context, api: Api, model: string, prompt: string, param: Json, clipSeconds: number) {
    if (noCredits) return answer(c, 402, "The current credits are insufficient. Please top up.");
    const taskId = api === "runway" ? randomUUID() : api === "veo" ? randomBytes(16).toString("hex") : `task_${randomBytes(12).toString("hex")}`;
    const outcome = nextOutcome ?? { kind: "success" };
    nextOutcome = undefined;
    tasks.set(taskId, { taskId, api, model, prompt, param, clipSeconds, createdAt: Date.now(), key: c.req.header("authorization")!, outcome });
    if (!clips.has(clipSeconds)) {
      const made = makeClip(clipSeconds);
      // A clip that could not be made is tried again by the next task; its download answers 500.
      made.catch(() => clips.delete(clipSeconds));
      clips.set(clipSeconds, made);
    }
    return answer(c, 200, "success", { taskId });
  }

  /** A task's stage now: queued for the first third of the delay, then generating, then its outcome. */
  function stage(task: KieTask): "queued" | "generating" | "success" | "fail" {
    const elapsed = Date.now() - task.createdAt;
    if (elapsed < delayMs / 3) return "queued";
    if (elapsed < delayMs || task.outcome.kind === "stall") return "generating";
    return task.outcome.kind === "fail" ? "fail" : "success";
  }

  function find(c: Context, api: Api) {
    const task = tasks.get(c.req.query("taskId") ?? "");
    return task && task.api === api && task.key === c.req.header("authorization") ? task : undefined;
  }

  const failMessage = (task: KieTask) => (task.outcome.kind === "fail" ? task.outcome.message : "");
  const resultUrl = (task: KieTask) => `${url}/files/${task.taskId}.mp4`;

  app.post("/api/v1/veo/generate", async (c) => {
    const input = await body(c);
    if (!nonEmpty(input.prompt)) return answer(c, 422, "prompt is required");
    const model = input.model ?? "veo3_fast";
    if (typeof model !== "string" || !VEO_MODELS.includes(model)) return answer(c, 422, `model must be one of ${VEO_MODELS.join(", ")}`);
    if (input.aspectRatio !== undefined && !oneOf(VEO_RATIOS, input.aspectRatio)) return answer(c, 422, `aspectRatio must be one of ${VEO_RATIOS.join(", ")}`);
    return create(c, "veo", model, input.prompt, input, 8);
  });

  app.get("/api/v1/veo/record-info", (c) => {
    const task = find(c, "veo");
    if (!task) return answer(c, 404, "Task not found");
    const now = stage(task);
    const done = now === "success" || now === "fail";
    return answer(c, 200, "success", {
      taskId: task.taskId,
      paramJson: JSON.stringify(task.param),
      createTime: timestamp(task.createdAt),
      completeTime: done ? timestamp(task.createdAt + delayMs) : null,
      response: now === "success" ? { taskId: task.taskId, resultUrls: [resultUrl(task)], originUrls: [resultUrl(task)], resolution: "720p" } : null,
      successFlag: now === "success" ? 1 : now === "fail" ? 2 : 0,
      errorCode: now === "fail" ? 400 : null,
      errorMessage: now === "fail" ? failMessage(task) : "",
      fallbackFlag: false,
    });
  });

  app.post("/api/v1/runway/generate", async (c) => {
    const input = await body(c);
    if (!nonEmpty(input.prompt)) return answer(c, 422, "prompt is required");
    if (input.prompt.length > RUNWAY_MAX_PROMPT) return answer(c, 422, `prompt must be at most ${RUNWAY_MAX_PROMPT} characters`);
    const duration = Number(input.duration);
    if (duration !== 5 && duration !== 10) return answer(c, 422, "duration must be 5 or 10");
    if (input.quality !== "720p" && input.quality !== "1080p") return answer(c, 422, "quality must be 720p or 1080p");
    if (duration === 10 && input.quality === "1080p") return answer(c, 422, "1080p is not available for 10-second videos");
    if (!input.imageUrl && !oneOf(RUNWAY_RATIOS, input.aspectRatio)) return answer(c, 422, `aspectRatio must be one of ${RUNWAY_RATIOS.join(", ")}`);
    return create(c, "runway", `runway-duration-${duration}-generate`, input.prompt, input, duration);
  });

  app.get("/api/v1/runway/record-detail", (c) => {
    const task = find(c, "runway");
    if (!task) return answer(c, 404, "Task not found");
    const now = stage(task);
    const state = now === "queued" ? (Date.now() - task.createdAt < delayMs / 6 ? "wait" : "queueing") : now;
    return answer(c, 200, "success", {
      taskId: task.taskId,
      parentTaskId: "",
      generateParam: { prompt: task.prompt, imageUrl: task.param.imageUrl ?? "", expandPrompt: true },
      state,
      generateTime: timestamp(task.createdAt),
      videoInfo: now === "success" ? { videoId: task.taskId, taskId: task.taskId, videoUrl: resultUrl(task), imageUrl: "" } : null,
      failCode: now === "fail" ? 400 : null,
      failMsg: failMessage(task),
      expireFlag: 0,
    });
  });

  app.post("/api/v1/jobs/createTask", async (c) => {
    const input = await body(c);
    const name = typeof input.model === "string" ? input.model : "";
    const model = JOB_MODELS[name];
    if (!model) return answer(c, 422, `model ${String(input.model)} is not supported`);
    const params = isJson(input.input) ? input.input : {};
    if (!nonEmpty(params.prompt)) return answer(c, 422, "input.prompt is required");
    if (params.aspect_ratio !== undefined && !oneOf(SORA_RATIOS, params.aspect_ratio))
      return answer(c, 422, `input.aspect_ratio must be one of ${SORA_RATIOS.join(", ")}`);
    const frames = scalar(params.n_frames ?? "10");
    if (!model.frames.includes(frames)) return answer(c, 422, `input.n_frames must be one of ${model.frames.join(", ")}`);
    return create(c, "jobs", name, params.prompt, input, Number(frames));
  });

  app.get("/api/v1/jobs/recordInfo", (c) => {
    const task = find(c, "jobs");
    if (!task) return answer(c, 404, "Task not found");
    const now = stage(task);
    const done = now === "success" || now === "fail";
    return answer(c, 200, "success", {
      taskId: task.taskId,
      model: task.model,
      state: now === "queued" ? "waiting" : now,
      param: JSON.stringify(task.param),
      resultJson: now === "success" ? JSON.stringify({ resultUrls: [resultUrl(task)] }) : "",
      failCode: now === "fail" ? "500" : "",
      failMsg: failMessage(task),
      costTime: done ? delayMs : null,
      completeTime: done ? task.createdAt + delayMs : null,
      createTime: task.createdAt,
      updateTime: Date.now(),
    });
  });

  // The result host is public on Kie's side: no key, as a CDN link.
  app.get("/files/:name", async (c) => {
    const task = tasks.get(c.req.param("name").replace(/\.mp4$/, ""));
    if (!task || stage(task) !== "success") return c.text("Not found", 404);
    const bytes = await clips.get(task.clipSeconds)!;
    return c.body(new Uint8Array(bytes), 200, { "content-type": "video/mp4", "content-length": String(bytes.length) });
  });

  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  return {
    url,
    tasks,
    failNextTask: (message) => {
      nextOutcome = { kind: "fail", message };
    },
    stallNextTask: () => {
      nextOutcome = { kind: "stall" };
    },
    outOfCredits: (on) => {
      noCredits = on;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
