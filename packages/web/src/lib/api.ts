export const NO_RESPONSE_MESSAGE = "No response from server. Please try again later.";

export type FieldErrors = Record<string, string>;

/** An API failure: the server's `{ code, message, fields }`, or status 0 when nothing answered. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

interface ApiHooks {
  bearer: () => string | null;
  onUnauthorized: (error: ApiError) => void;
}

let hooks: ApiHooks = { bearer: () => null, onUnauthorized: () => {} };

export function configureApi(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next };
}

// On sign-in calls a 401 means wrong credentials or an expired sign-in step, not a lost session.
function isSessionCall(path: string): boolean {
  return !path.startsWith("/auth/") && path !== "/2fa/validate";
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, "application/json");
  return (await readPayload(response)) as T;
}

/** A download: the file's bytes and the Content-Disposition header that names it. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path, options, "*/*");
  return { blob: await response.blob(), disposition: response.headers.get("content-disposition") };
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers = new Headers({ accept });
  const bearer = hooks.bearer();
  if (bearer) headers.set("authorization", `Bearer ${bearer}`);
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, "no_response", NO_RESPONSE_MESSAGE);
  }
  if (response.ok) return response;

  const error = toApiError(response.status, await readPayload(response));
  if (response.status === 401 && isSessionCall(path)) hooks.onUnauthorized(error);
  throw error;
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  if (payload && typeof payload === "object") {
    const { code, message, fields } = payload as { code?: unknown; message?: unknown; fields?: unknown };
    return new ApiError(
      status,
      typeof code === "string" ? code : "http_error",
      typeof message === "string" ? message : "",
      fields && typeof fields === "object" ? (fields as FieldErrors) : {},
    );
  }
  // A gateway answering for a server that is down or unreachable.
  if (status === 502 || status === 503 || status === 504) return new ApiError(status, "no_response", NO_RESPONSE_MESSAGE);
  return new ApiError(status, "http_error", "");
}

/** The message to show for a failure: the server's (or the error's own) text, else the screen's default. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fields : {};
}
