import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

/*
 * A local stand-in for PageSpeed Insights: `GET /pagespeedonline/v5/runPagespeed?url=…&strategy=…&category=…` with the
 * key in `x-goog-api-key`, answered as the API answers, with Lighthouse 12's result recorded from a real run on a small
 * blog page (pagespeed-answer.json) and the asked address in place of the recorded one. Scripted answers make it refuse
 * or fail. Test-only.
 */

export const PAGESPEED_PATH = "/pagespeedonline/v5/runPagespeed";

const RECORDED = JSON.parse(readFileSync(join(import.meta.dirname, "pagespeed-answer.json"), "utf8")) as {
  lighthouseResult: Record<string, unknown>;
};

export type PageSpeedAnswer =
  | { kind: "recorded" }
  | { kind: "status"; status: 400 | 403 | 429 | 500; message: string }
  | { kind: "runtime-error"; code: string };

export interface PageSpeedDouble {
  /** The API's address, as `PAGESPEED_API_URL` takes it. */
  url: string;
  /** Each request's query and key, in order. */
  requests: Array<{ url: string | null; strategy: string | null; categories: string[]; key?: string }>;
  script(...answers: PageSpeedAnswer[]): void;
  stop(): Promise<void>;
}

const json = (response: ServerResponse, status: number, value: unknown) =>
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(value));

const googleError = (status: number, message: string) => ({ error: { code: status, message, errors: [{ message, domain: "global", reason: "badRequest" }] } });

export async function startPageSpeedDouble(options: { port?: number } = {}): Promise<PageSpeedDouble> {
  const requests: PageSpeedDouble["requests"] = [];
  const queue: PageSpeedAnswer[] = [];

  function handle(request: IncomingMessage, response: ServerResponse) {
    const asked = new URL(request.url ?? "/", "http://double");
    if (request.method === "GET" && asked.pathname === "/") return json(response, 200, { ok: true });
    if (request.method !== "GET" || asked.pathname !== PAGESPEED_PATH) return json(response, 404, googleError(404, "Not Found"));
    const key = request.headers["x-goog-api-key"] as string | undefined;
    const url = asked.searchParams.get("url");
    requests.push({ url, strategy: asked.searchParams.get("strategy"), categories: asked.searchParams.getAll("category"), key });
    if (!key) return json(response, 403, googleError(403, "The request is missing a valid API key."));
    if (!url || !/^https?:\/\//.test(url)) return json(response, 400, googleError(400, "Invalid value at 'url'"));
    const answer = queue.shift() ?? { kind: "recorded" };
    if (answer.kind === "status") return json(response, answer.status, googleError(answer.status, answer.message));
    const lighthouseResult = { ...RECORDED.lighthouseResult, requestedUrl: url, finalUrl: url };
    if (answer.kind === "runtime-error")
      return json(response, 200, {
        ...RECORDED,
        id: url,
        lighthouseResult: { ...lighthouseResult, runtimeError: { code: answer.code, message: `Lighthouse returned error: ${answer.code}` } },
      });
    return json(response, 200, { ...RECORDED, id: url, lighthouseResult, analysisUTCTimestamp: new Date().toISOString() });
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${PAGESPEED_PATH}`,
    requests,
    script: (...answers) => queue.push(...answers),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
