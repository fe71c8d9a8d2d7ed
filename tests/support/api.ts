import { createApi } from "../../packages/functions/src/api";

const app = createApi();

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the API in-process, the same router the local server and the Lambdas run. */
export async function call<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string | FormData; ip?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  } else if (options.raw instanceof FormData) {
    const encoded = new Response(options.raw);
    headers["content-type"] ??= encoded.headers.get("content-type")!;
    body = new Uint8Array(await encoded.arrayBuffer());
  } else {
    body = options.raw;
  }
  // Sent with its length, as an HTTP client sends it: the router tells a body by its headers.
  if (body !== undefined) headers["content-length"] ??= String(typeof body === "string" ? Buffer.byteLength(body) : body.byteLength);
  // The client address reaches the router as the Node server's socket does.
  const env = options.ip ? { incoming: { socket: { remoteAddress: options.ip } } } : undefined;
  const response = await app.request(`/api${path}`, { method, headers, body }, env);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {}
  return { status: response.status, body: parsed as T, headers: response.headers };
}
