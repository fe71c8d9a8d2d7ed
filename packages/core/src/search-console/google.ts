import * as v from "valibot";
import { guardedFetch, stagePolicy } from "../net/guarded-fetch";
import type { GoogleApp } from "./config";
import { RunFailure } from "../job/failure";

const TIMEOUT_MS = 30_000;
/** A day of pages for a big site is a few MB at 25,000 rows a page. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** The first try and three more after 429 or 5xx. */
const ATTEMPTS = 4;

/**
 * A call to Google that did not succeed. `reason` is what the owner reads (a sync run records it
 * as its failure): Google's own words when it answered, otherwise that it did not.
 */
export class GoogleError extends RunFailure {
  constructor(
    reason: string,
    public readonly details: { status?: number; code?: string; unreachable?: boolean } = {},
  ) {
    super(reason);
    this.name = "GoogleError";
  }

  /** The grant is gone (revoked, expired, the password changed): only the owner consenting again mends it. */
  get grantRefused() {
    return this.details.code === "invalid_grant";
  }
}

type Json = Record<string, unknown>;

/** The token endpoint's `{ error, error_description }`, or the API's `{ error: { code, message, status } }`. */
function refusal(body: unknown, status: number): GoogleError {
  const answer = (body ?? {}) as Json;
  const error = answer.error;
  if (typeof error === "string") {
    return new GoogleError(typeof answer.error_description === "string" ? answer.error_description : error, { status, code: error });
  }
  if (error && typeof error === "object") {
    const detail = error as Json;
    return new GoogleError(typeof detail.message === "string" ? detail.message : `Google answered ${status}.`, {
      status,
      code: typeof detail.status === "string" ? detail.status : undefined,
    });
  }
  return new GoogleError(`Google answered ${status}.`, { status });
}

const retryable = (error: GoogleError) => error.details.unreachable || error.details.status === 429 || (error.details.status ?? 0) >= 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function once(url: string, init: { method: "GET" | "POST"; headers: Record<string, string>; body?: string }): Promise<unknown> {
  let response;
  try {
    // The double runs on loopback, which only the local stage's policy lets through.
    response = await guardedFetch(url, init, { policy: stagePolicy(), timeoutMs: TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES });
  } catch (error) {
    throw new GoogleError(`Google did not answer (${error instanceof Error ? error.message : String(error)}).`, { unreachable: true });
  }
  const text = response.body.toString("utf8");
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    throw new GoogleError(`Google answered ${response.status} with something other than JSON.`, { status: response.status });
  }
  if (response.status >= 400) throw refusal(parsed, response.status);
  return parsed;
}

/** Tries again after 429 and 5xx (and no answer at all), pausing `retryMs`, then twice that, and so on. */
async function call(
  app: GoogleApp,
  url: string,
  init: { method: "GET" | "POST"; headers?: Record<string, string>; form?: Record<string, string>; json?: unknown },
) {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  let body: string | undefined;
  if (init.form) {
    body = new URLSearchParams(init.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  } else if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers["content-type"] = "application/json";
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(url, { method: init.method, headers, body });
    } catch (error) {
      if (!(error instanceof GoogleError) || !retryable(error) || attempt >= ATTEMPTS) throw error;
      await pause(app.retryMs * 2 ** (attempt - 1));
    }
  }
}

function read<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, answer);
  if (!result.success) throw new GoogleError("Google answered in a form this app does not know.");
  return result.output;
}

const Tokens = v.object({ access_token: v.string(), expires_in: v.number(), refresh_token: v.optional(v.string()) });
const Sites = v.object({ siteEntry: v.optional(v.array(v.object({ siteUrl: v.string(), permissionLevel: v.string() })), []) });
const Rows = v.object({
  rows: v.optional(v.array(v.object({ keys: v.array(v.string()), clicks: v.number(), impressions: v.number(), ctr: v.number(), position: v.number() })), []),
});

export type SearchRow = v.InferOutput<typeof Rows>["rows"][number];

export interface SearchQuery {
  startDate: string;
  endDate: string;
  dimensions: Array<"date" | "page" | "query">;
  rowLimit: number;
  startRow: number;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The calls SiteCrew makes to Google: OAuth 2.0 with PKCE, `sites.list` and `searchAnalytics.query`. */
export namespace Google {
  export async function exchangeCode(app: GoogleApp, input: { code: string; verifier: string; redirectUri: string }) {
    const tokens = read(
      Tokens,
      await call(app, `${app.hosts.oauth}/token`, {
        method: "POST",
        form: {
          grant_type: "authorization_code",
          code: input.code,
          code_verifier: input.verifier,
          redirect_uri: input.redirectUri,
          client_id: app.clientId,
          client_secret: app.clientSecret,
        },
      }),
    );
    if (!tokens.refresh_token) throw new GoogleError("Google gave no refresh token; please connect again.");
    return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresInSeconds: tokens.expires_in };
  }

  export async function refresh(app: GoogleApp, refreshToken: string) {
    const tokens = read(
      Tokens,
      await call(app, `${app.hosts.oauth}/token`, {
        method: "POST",
        form: { grant_type: "refresh_token", refresh_token: refreshToken, client_id: app.clientId, client_secret: app.clientSecret },
      }),
    );
    return { accessToken: tokens.access_token, expiresInSeconds: tokens.expires_in };
  }

  /** Revoking the refresh token ends the whole grant, its access tokens with it. */
  export async function revoke(app: GoogleApp, token: string) {
    await call(app, `${app.hosts.oauth}/revoke`, { method: "POST", form: { token } });
  }

  export async function sites(app: GoogleApp, accessToken: string) {
    const answer = read(Sites, await call(app, `${app.hosts.api}/webmasters/v3/sites`, { method: "GET", headers: bearer(accessToken) }));
    return answer.siteEntry.map((entry) => ({ property: entry.siteUrl, permission: entry.permissionLevel }));
  }

  export async function query(app: GoogleApp, accessToken: string, property: string, body: SearchQuery): Promise<SearchRow[]> {
    const url = `${app.hosts.api}/webmasters/v3/sites/${encodeURIComponent(property)}/searchAnalytics/query`;
    return read(Rows, await call(app, url, { method: "POST", headers: bearer(accessToken), json: body })).rows;
  }
}
