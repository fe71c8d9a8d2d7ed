import type { AppType } from "@sitecrew/functions/api";
import { type ClientResponse, hc } from "hono/client";
import { ApiError, type FieldErrors, hooks, NO_RESPONSE_MESSAGE } from "./api-error";

// The error type and the hooks live apart so the app can configure them without loading the client.
export { ApiError, configureApi, type FieldErrors, NO_RESPONSE_MESSAGE } from "./api-error";

// On sign-in calls a 401 means wrong credentials or an expired sign-in step, not a lost session.
function isSessionCall(url: string): boolean {
  const path = url.split("?")[0]!.replace(/^\/api/, "");
  return !path.startsWith("/auth/") && path !== "/2fa/validate";
}

/** The client's fetch: adds the bearer token and turns a failure or an error answer into an ApiError. */
async function send(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  const headers = new Headers(init.headers);
  const bearer = hooks.bearer();
  if (bearer) headers.set("authorization", `Bearer ${bearer}`);

  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, "no_response", NO_RESPONSE_MESSAGE);
  }
  if (response.ok) return response;

  const error = toApiError(response.status, await readPayload(response));
  if (response.status === 401 && isSessionCall(url)) hooks.onUnauthorized(error);
  throw error;
}

/**
 * Every API route, typed from the server's routes: `api.balance.$get()`, `api.domain[":id"].$get({ param })`.
 * A call that fails throws an ApiError, so an answer in hand is a successful one.
 */
export const api = hc<AppType>("/", { fetch: send }).api;

/** The JSON body of a call's successful answer, typed as the route returns it. */
export async function read<T>(call: Promise<ClientResponse<T, number, "json">>): Promise<T> {
  return (await call).json();
}

/** Lets TanStack Query cancel a call it no longer needs. */
export const cancelledBy = (signal?: AbortSignal) => ({ init: { signal } });

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
