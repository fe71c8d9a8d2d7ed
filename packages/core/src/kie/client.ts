import type { KieConfig } from "../adapters";
import { guardedFetch, stagePolicy } from "../net/guarded-fetch";

const REQUEST_TIMEOUT_MS = 30_000;

export type KieData = Record<string, unknown>;

/**
 * A call Kie.ai did not answer with code 200: `code` is Kie's own answer code (or the HTTP status when the body
 * said none), `undefined` when the service could not be reached. Each caller says what it means to the owner:
 * an image provider and the video renderer word the same code differently.
 */
export class KieCallError extends Error {
  constructor(
    readonly code: number | undefined,
    readonly detail: string,
  ) {
    super(code === undefined ? "Kie.ai could not be reached." : `Kie.ai answered ${code}${detail ? `: ${detail}` : ""}`);
  }
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * One call to Kie's API through the guarded client, for images and videos alike. Every answer is
 * `{ code, msg, data }` and `code` decides, whatever the HTTP status; the jobs API says `message` where the others
 * say `msg`. Answers the `data` object.
 */
export async function callKie(config: KieConfig, method: "GET" | "POST", path: string, payload?: unknown): Promise<KieData> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const headers: Record<string, string> = { authorization: `Bearer ${config.apiKey}`, accept: "application/json" };
  if (body) headers["content-type"] = "application/json";
  let response;
  try {
    response = await guardedFetch(
      `${config.baseUrl.replace(/\/+$/, "")}${path}`,
      { method, headers, body },
      { policy: stagePolicy(), timeoutMs: REQUEST_TIMEOUT_MS },
    );
  } catch {
    throw new KieCallError(undefined, "");
  }
  let envelope: { code?: unknown; msg?: unknown; message?: unknown; data?: unknown };
  try {
    envelope = JSON.parse(response.body.toString("utf8")) as typeof envelope;
  } catch {
    throw new KieCallError(response.status === 200 ? 502 : response.status, "");
  }
  const code = typeof envelope.code === "number" ? envelope.code : response.status;
  if (code === 200 && response.status < 300) return envelope.data && typeof envelope.data === "object" ? (envelope.data as KieData) : {};
  throw new KieCallError(code === 200 ? response.status : code, text(envelope.msg) || text(envelope.message));
}
