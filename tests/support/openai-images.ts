import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { generatedPicture } from "./generated-picture";

/*
 * A local stand-in for an OpenAI-compatible images endpoint: `POST /v1/images/generations` with
 * `{ model, prompt, size, n, response_format: "b64_json" }`, answered `{ created, data: [{ b64_json }] }`
 * with a real JPEG of the requested size. Scripted answers make it refuse or fail. Test-only.
 */

export type ImagesAnswer = { kind: "picture" } | { kind: "status"; status: 400 | 401 | 500; message: string };

export interface OpenAiImagesDouble {
  url: string;
  /** The parsed bodies and the authorization header of each request, in order. */
  requests: Array<{ body: Record<string, any>; authorization?: string }>;
  script(...answers: ImagesAnswer[]): void;
  stop(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  } catch {
    return {};
  }
}

const json = (response: ServerResponse, status: number, value: unknown) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));

export async function startOpenAiImagesDouble(): Promise<OpenAiImagesDouble> {
  const requests: OpenAiImagesDouble["requests"] = [];
  const queue: ImagesAnswer[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== "POST" || request.url !== "/v1/images/generations") return json(response, 404, { error: { message: "Not found" } });
    const body = await readJson(request);
    requests.push({ body, authorization: request.headers.authorization });
    const answer = queue.shift() ?? { kind: "picture" };
    if (answer.kind === "status") return json(response, answer.status, { error: { message: answer.message, type: "invalid_request_error" } });
    const size = /^(\d+)x(\d+)$/.exec(String(body.size));
    if (!size || body.n !== 1 || body.response_format !== "b64_json" || typeof body.prompt !== "string" || !body.model) {
      return json(response, 400, { error: { message: "Invalid request: model, prompt, size WxH, n 1 and response_format b64_json are expected." } });
    }
    const picture = await generatedPicture(Number(size[1]), Number(size[2]), "jpg");
    return json(response, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: picture.toString("base64") }] });
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    script: (...answers) => queue.push(...answers),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
