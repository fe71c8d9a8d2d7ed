import * as v from "valibot";
import { guardedFetch, stagePolicy } from "../net/guarded-fetch";
import { GRAPH_VERSION, type InstagramApp } from "./config";
import { RunFailure } from "../job/failure";

const TIMEOUT_MS = 15_000;

/**
 * A call to Instagram that did not succeed. `reason` is what the owner reads (a run records it as
 * its failure): Instagram's own message when it answered, otherwise that it did not.
 */
export class InstagramError extends RunFailure {
  readonly code?: number;
  readonly status?: number;
  /** No answer at all (network, timeout): trying again later may work. */
  readonly unreachable: boolean;

  constructor(reason: string, details: { code?: number; status?: number; unreachable?: boolean } = {}) {
    super(reason);
    this.name = "InstagramError";
    this.code = details.code;
    this.status = details.status;
    this.unreachable = details.unreachable ?? false;
  }

  /** Instagram no longer takes the token (expired, revoked, the password changed): code 190. */
  get tokenRefused() {
    return this.code === 190;
  }
}

type Json = Record<string, unknown>;

/** Graph's `{ error: { message, code } }`, or the token endpoint's `{ error_message, code }`. */
function refusal(body: unknown, status: number): InstagramError {
  const answer = (body ?? {}) as Json;
  const error = answer.error as Json | string | undefined;
  if (error && typeof error === "object") {
    return new InstagramError(typeof error.message === "string" ? error.message : `Instagram answered ${status}.`, {
      code: Number(error.code) || undefined,
      status,
    });
  }
  if (typeof answer.error_message === "string") return new InstagramError(answer.error_message, { code: Number(answer.code) || undefined, status });
  if (typeof answer.error_description === "string") return new InstagramError(answer.error_description, { status });
  return new InstagramError(`Instagram answered ${status}.`, { status });
}

async function call(method: "GET" | "POST", url: string, params: Record<string, string>): Promise<unknown> {
  const target = new URL(url);
  let body: string | undefined;
  const headers: Record<string, string> = { accept: "application/json" };
  if (method === "GET") for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  else {
    body = new URLSearchParams(params).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  // The double runs on loopback, which only the local stage's policy lets through.
  let response;
  try {
    response = await guardedFetch(target, { method, headers, body }, { policy: stagePolicy(), timeoutMs: TIMEOUT_MS });
  } catch (error) {
    throw new InstagramError(`Instagram did not answer (${error instanceof Error ? error.message : String(error)}).`, { unreachable: true });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body.toString("utf8"));
  } catch {
    throw new InstagramError(`Instagram answered ${response.status} with something other than JSON.`, {
      status: response.status,
      unreachable: response.status >= 500,
    });
  }
  if (response.status >= 400 || (parsed as Json)?.error !== undefined) throw refusal(parsed, response.status);
  return parsed;
}

function read<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, answer);
  if (!result.success) throw new InstagramError("Instagram answered in a form this app does not know.");
  return result.output;
}

const Id = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
const ShortToken = v.object({ access_token: v.string(), user_id: Id });
const LongToken = v.object({ access_token: v.string(), expires_in: v.number() });

const graphUrl = (app: InstagramApp, path: string) => `${app.hosts.graph}/${GRAPH_VERSION}/${path}`;

/** The calls this app makes to Instagram (API with Instagram Login), each through the guarded client. */
export namespace Graph {
  /** The consent page's code for a short-lived token; newer answers wrap it in `data`. */
  export async function exchangeCode(app: InstagramApp, code: string, redirectUri: string) {
    const answer = (await call("POST", `${app.hosts.oauth}/oauth/access_token`, {
      client_id: app.appId,
      client_secret: app.appSecret,
      grant_type: "authorization_code",
      redirect_uri: redirectUri,
      code,
    })) as Json;
    const token = read(ShortToken, Array.isArray(answer?.data) ? answer.data[0] : answer);
    return { accessToken: token.access_token, userId: token.user_id };
  }

  /** A short-lived token for a long-lived one (60 days). */
  export async function longLived(app: InstagramApp, shortToken: string) {
    const token = read(
      LongToken,
      await call("GET", `${app.hosts.graph}/access_token`, { grant_type: "ig_exchange_token", client_secret: app.appSecret, access_token: shortToken }),
    );
    return { accessToken: token.access_token, expiresInSeconds: token.expires_in };
  }

  /** A long-lived token at least a day old and not expired, for a fresh one. */
  export async function refresh(app: InstagramApp, token: string) {
    const fresh = read(LongToken, await call("GET", `${app.hosts.graph}/refresh_access_token`, { grant_type: "ig_refresh_token", access_token: token }));
    return { accessToken: fresh.access_token, expiresInSeconds: fresh.expires_in };
  }

  export async function me(app: InstagramApp, token: string) {
    const profile = read(
      v.object({ user_id: Id, username: v.string(), profile_picture_url: v.optional(v.string()) }),
      await call("GET", graphUrl(app, "me"), { fields: "user_id,username,profile_picture_url", access_token: token }),
    );
    return { igUserId: profile.user_id, username: profile.username, pictureUrl: profile.profile_picture_url };
  }

  /** How many posts the account published in the window, of how many it may. */
  export async function publishingLimit(app: InstagramApp, igUserId: string, token: string) {
    const answer = read(
      v.object({
        data: v.array(
          v.object({
            quota_usage: v.number(),
            config: v.optional(v.object({ quota_total: v.number(), quota_duration: v.number() })),
          }),
        ),
      }),
      await call("GET", graphUrl(app, `${igUserId}/content_publishing_limit`), { fields: "quota_usage,config", access_token: token }),
    );
    const limit = answer.data[0];
    return { used: limit?.quota_usage ?? 0, total: limit?.config?.quota_total ?? 100, windowSeconds: limit?.config?.quota_duration ?? 86_400 };
  }

  /** A Reels container: Instagram fetches the video from `videoUrl` and processes it. */
  export async function createReel(app: InstagramApp, igUserId: string, token: string, reel: { videoUrl: string; caption: string }) {
    const answer = read(
      v.object({ id: Id }),
      await call("POST", graphUrl(app, `${igUserId}/media`), {
        media_type: "REELS",
        video_url: reel.videoUrl,
        caption: reel.caption,
        share_to_feed: "true",
        access_token: token,
      }),
    );
    return answer.id;
  }

  /** IN_PROGRESS, FINISHED, ERROR, EXPIRED or PUBLISHED, and Instagram's words about it. */
  export async function containerStatus(app: InstagramApp, containerId: string, token: string) {
    const answer = read(
      v.object({ status_code: v.string(), status: v.optional(v.string()) }),
      await call("GET", graphUrl(app, containerId), { fields: "status_code,status", access_token: token }),
    );
    return { code: answer.status_code, text: answer.status ?? "" };
  }

  export async function publish(app: InstagramApp, igUserId: string, token: string, containerId: string) {
    return read(v.object({ id: Id }), await call("POST", graphUrl(app, `${igUserId}/media_publish`), { creation_id: containerId, access_token: token })).id;
  }

  export async function permalink(app: InstagramApp, mediaId: string, token: string) {
    return read(v.object({ permalink: v.optional(v.string()) }), await call("GET", graphUrl(app, mediaId), { fields: "permalink", access_token: token }))
      .permalink;
  }
}
