import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { generatedPicture } from "./generated-picture";

/*
 * A local stand-in for Kie.ai's image APIs (Flux Kontext and 4o Image), speaking their wire format:
 * `{ code, msg, data }` answers, a task created by POST and polled by GET `record-info?taskId=`
 * (successFlag 0 generating, 1 success, 3 generation failed), and the finished picture served as
 * a real PNG from its own address. Test-only.
 */

type Outcome = { kind: "success" } | { kind: "fail"; message: string } | { kind: "not-an-image" };

export interface KieImageTask {
  taskId: string;
  api: "flux" | "4o";
  body: Record<string, any>;
  polls: number;
  outcome: Outcome;
}

export interface KieImagesDouble {
  url: string;
  tasks: KieImageTask[];
  /** The next task created fails with the model's message. */
  failNextTask(message: string): void;
  /** The next task's "picture" is an HTML page. */
  serveNonImageNext(): void;
  stop(): Promise<void>;
}

// Flux Kontext's 16:9 frame and 4o Image's 3:2.
const SIZES = { flux: [1392, 752], "4o": [1536, 1024] } as const;
const FLUX_RATIOS = ["21:9", "16:9", "4:3", "1:1", "3:4", "9:16"];
const FLUX_MODELS = ["flux-kontext-pro", "flux-kontext-max"];

const json = (response: ServerResponse, code: number, msg: string, data: unknown = null) =>
  response.writeHead([200, 401, 402, 404, 422].includes(code) ? code : 200, { "content-type": "application/json" }).end(JSON.stringify({ code, msg, data }));

async function readJson(request: IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  } catch {
    return {};
  }
}

export async function startKieImagesDouble(options: { apiKey?: string } = {}): Promise<KieImagesDouble> {
  const apiKey = options.apiKey ?? "local-double";
  const tasks: KieImageTask[] = [];
  let next: Outcome | undefined;
  let url = "";

  function create(api: KieImageTask["api"], body: Record<string, any>, response: ServerResponse) {
    if (typeof body.prompt !== "string" || !body.prompt.trim()) return json(response, 422, "prompt is required");
    if (api === "flux" && (!FLUX_RATIOS.includes(body.aspectRatio) || (body.model !== undefined && !FLUX_MODELS.includes(body.model)))) {
      return json(response, 422, "aspectRatio or model is not supported");
    }
    if (api === "4o" && !["1:1", "3:2", "2:3"].includes(body.size)) return json(response, 422, "size must be 1:1, 3:2 or 2:3");
    const task: KieImageTask = { taskId: `task_${api}_${randomBytes(8).toString("hex")}`, api, body, polls: 0, outcome: next ?? { kind: "success" } };
    next = undefined;
    tasks.push(task);
    return json(response, 200, "success", { taskId: task.taskId });
  }

  /** Generating on the first poll, finished from the second. */
  function poll(api: KieImageTask["api"], taskId: string, response: ServerResponse) {
    const task = tasks.find((entry) => entry.taskId === taskId && entry.api === api);
    if (!task) return json(response, 404, "task not found");
    task.polls += 1;
    const base = { taskId, paramJson: JSON.stringify(task.body), createTime: Date.now(), errorCode: null, errorMessage: "" };
    if (task.polls < 2) return json(response, 200, "success", { ...base, successFlag: 0, status: "GENERATING", response: null, progress: "0.40" });
    if (task.outcome.kind === "fail") {
      return json(response, 200, "success", {
        ...base,
        successFlag: 3,
        status: "GENERATE_FAILED",
        response: null,
        errorCode: 400,
        errorMessage: task.outcome.message,
      });
    }
    const picture = `${url}/files/${taskId}.png`;
    const result = api === "flux" ? { originImageUrl: null, resultImageUrl: picture } : { resultUrls: [picture] };
    return json(response, 200, "success", { ...base, successFlag: 1, status: "SUCCESS", response: result, completeTime: Date.now(), progress: "1.00" });
  }

  async function file(taskId: string, response: ServerResponse) {
    const task = tasks.find((entry) => entry.taskId === taskId);
    if (!task) return response.writeHead(404).end();
    if (task.outcome.kind === "not-an-image") return response.writeHead(200, { "content-type": "image/png" }).end("<html>Access denied</html>");
    const [width, height] = SIZES[task.api];
    return response.writeHead(200, { "content-type": "image/png" }).end(await generatedPicture(width, height));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname, searchParams } = new URL(request.url ?? "/", url);
    if (pathname.startsWith("/files/")) return file(pathname.slice("/files/".length).replace(/\.png$/, ""), response);
    if (request.headers.authorization !== `Bearer ${apiKey}`) return json(response, 401, "You do not have access permissions");
    const api = pathname.startsWith("/api/v1/flux/kontext/") ? "flux" : pathname.startsWith("/api/v1/gpt4o-image/") ? "4o" : undefined;
    if (api && request.method === "POST" && pathname.endsWith("/generate")) return create(api, await readJson(request), response);
    if (api && request.method === "GET" && pathname.endsWith("/record-info")) return poll(api, searchParams.get("taskId") ?? "", response);
    return json(response, 404, "Not found");
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tasks,
    failNextTask: (message) => (next = { kind: "fail", message }),
    serveNonImageNext: () => (next = { kind: "not-an-image" }),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
