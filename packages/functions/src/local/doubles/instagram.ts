import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { LOCAL_INSTAGRAM_APP } from "@sitecrew/core/instagram/schema";
import { guardedFetch, localPolicy, OutboundError } from "@sitecrew/core/net/guarded-fetch";
import { runProcess, withScratchDir } from "@sitecrew/core/util/process";
import { type Context, Hono } from "hono";
import { freePort } from "../ports";

export interface InstagramTestAccount {
  igUserId: string;
  username: string;
  pictureUrl: string;
}

interface Token {
  igUserId: string;
  kind: "short" | "long";
  issuedAt: number;
  expiresAt: number;
}

interface Code {
  igUserId: string;
  redirectUri: string;
  scopes: string[];
  used: boolean;
  expiresAt: number;
}

export interface Container {
  id: string;
  igUserId: string;
  videoUrl: string;
  caption: string;
  statusCode: "IN_PROGRESS" | "FINISHED" | "ERROR" | "EXPIRED" | "PUBLISHED";
  status: string;
}

export interface PublishedMedia {
  id: string;
  igUserId: string;
  containerId: string;
  caption: string;
  permalink: string;
  publishedAt: number;
}

export interface InstagramDouble {
  url: string;
  /** The account the consent page signs in as. */
  account: InstagramTestAccount;
  containers: Map<string, Container>;
  /** Every Reel published, oldest first. */
  media: PublishedMedia[];
  /** Signs the consent page in as another test account from now on. */
  signInAs(account: Pick<InstagramTestAccount, "igUserId" | "username">): void;
  /** Posts counted against the account's limit besides those published here. */
  setQuotaUsage(igUserId: string, used: number): void;
  /** Every token issued so far expires now, as when the owner changed their password. */
  expireTokens(): void;
  /** Every token issued so far looks `ms` older: a token younger than a day cannot be refreshed. */
  ageTokens(ms: number): void;
  /** The next container ends in ERROR with this status text, whatever its video. */
  failNextContainer(status: string): void;
  stop(): Promise<void>;
}

const SCOPES = ["instagram_business_basic", "instagram_business_content_publish", "instagram_business_manage_messages", "instagram_business_manage_comments"];
const SHORT_LIVED_S = 60 * 60;
const LONG_LIVED_S = 60 * 24 * 60 * 60;
const DAY_MS = 24 * 60 * 60_000;
const QUOTA = { total: 100, durationS: 86_400 };
const MAX_VIDEO_BYTES = 300 * 1024 * 1024;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join("");
const secret = (prefix: string) => `${prefix}${randomBytes(24).toString("base64url")}`;

/** Graph's error body. */
const graphError = (message: string, code: number, subcode?: number) => ({
  error: {
    message,
    type: code === 190 ? "OAuthException" : "IGApiException",
    code,
    ...(subcode ? { error_subcode: subcode } : {}),
    fbtrace_id: randomBytes(8).toString("base64url"),
  },
});

type Probe = { streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number }>; format?: { duration?: string } };

/** What Instagram's processing would say of the file: undefined when it is a valid Reel. */
async function inspectVideo(videoUrl: string): Promise<string | undefined> {
  let response;
  try {
    // Instagram fetches the video itself; locally it lives on s3rver, on loopback.
    response = await guardedFetch(videoUrl, {}, { policy: localPolicy, maxBytes: MAX_VIDEO_BYTES, timeoutMs: 60_000 });
  } catch (error) {
    if (error instanceof OutboundError && error.reason === "too_large") return "The video is larger than 300 MB.";
    return `The video could not be fetched from video_url (${error instanceof Error ? error.message : String(error)}).`;
  }
  if (response.status !== 200) return `The video could not be fetched from video_url: the server answered ${response.status}.`;
  return withScratchDir(async (dir) => {
    const path = join(dir, "reel");
    await writeFile(path, response.body);
    let probe: Probe;
    try {
      probe = JSON.parse(
        await runProcess("ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,codec_name,width,height:format=duration", "-of", "json", path], 30_000),
      ) as Probe;
    } catch {
      return "The file at video_url is not a video Instagram can read.";
    }
    const video = probe.streams?.find((stream) => stream.codec_type === "video");
    const audio = probe.streams?.find((stream) => stream.codec_type === "audio");
    const seconds = Number(probe.format?.duration);
    if (!video) return "The file at video_url has no video stream.";
    if (video.codec_name !== "h264") return `The video is encoded as ${video.codec_name}; Reels need H.264.`;
    if (audio && audio.codec_name !== "aac") return `The audio is encoded as ${audio.codec_name}; Reels need AAC.`;
    if (!Number.isFinite(seconds) || seconds < 3 || seconds > 90)
      return `The video is ${Number.isFinite(seconds) ? seconds.toFixed(1) : "of unknown length"} s long; Reels must be 3 to 90 seconds.`;
    const width = video.width ?? 0;
    const height = video.height ?? 0;
    if (height <= width) return `The video is ${width}x${height}; Reels must be vertical.`;
    if (height > 1920) return `The video is ${height} px tall; Reels may be at most 1920 px tall.`;
    return undefined;
  });
}

/**
 * A local stand-in for Instagram (API with Instagram Login): the consent page, the token
 * endpoints, and the Graph endpoints for Reels, all under one address, in Instagram's shapes.
 * Containers are processed as Instagram does: the video is fetched from `video_url` and checked
 * (H.264, AAC, 3 to 90 seconds, vertical, at most 1920 px tall and 300 MB). Local stage and tests only.
 */
export async function startInstagramDouble(
  options: {
    appId?: string;
    appSecret?: string;
    appName?: string;
    account?: Pick<InstagramTestAccount, "igUserId" | "username">;
    /** The token endpoint's answer: newer apps get it wrapped in `data`. */
    tokenAnswer?: "data" | "flat";
  } = {},
): Promise<InstagramDouble> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const appId = options.appId ?? LOCAL_INSTAGRAM_APP.id;
  const appSecret = options.appSecret ?? LOCAL_INSTAGRAM_APP.secret;
  const appName = options.appName ?? "SiteCrew (local)";
  const testAccount = (account: Pick<InstagramTestAccount, "igUserId" | "username">): InstagramTestAccount => ({
    ...account,
    pictureUrl: `${url}/pictures/${account.igUserId}.svg`,
  });
  let account = testAccount(options.account ?? { igUserId: `1784140${digits(10)}`, username: "greenthumbs.garden" });
  const accounts = new Map([[account.igUserId, account]]);
  const tokens = new Map<string, Token>();
  const codes = new Map<string, Code>();
  const containers = new Map<string, Container>();
  const media: PublishedMedia[] = [];
  const quotaBase = new Map<string, number>();
  let nextFailure: string | undefined;
  const app = new Hono();

  const issue = (igUserId: string, kind: Token["kind"], lifetimeS: number) => {
    const token = secret(kind === "short" ? "IGQWS" : "IGQWL");
    const now = Date.now();
    tokens.set(token, { igUserId, kind, issuedAt: now, expiresAt: now + lifetimeS * 1000 });
    return token;
  };

  const quotaUsage = (igUserId: string) => {
    const since = Date.now() - QUOTA.durationS * 1000;
    return (quotaBase.get(igUserId) ?? 0) + media.filter((item) => item.igUserId === igUserId && item.publishedAt > since).length;
  };

  async function params(c: Context): Promise<Record<string, string>> {
    const query = c.req.query();
    if (c.req.method !== "POST") return query;
    const body = await c.req.parseBody().catch(() => ({}));
    return { ...query, ...Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string")) };
  }

  /** The token a Graph call carries, or Graph's answer for one it cannot use. */
  function authorize(c: Context, input: Record<string, string>): { token: Token } | { refusal: Response } {
    const raw = input.access_token ?? c.req.header("authorization")?.replace(/^(Bearer|OAuth)\s+/i, "");
    const token = raw ? tokens.get(raw) : undefined;
    if (!token) return { refusal: c.json(graphError("Invalid OAuth access token - Cannot parse access token", 190), 400) };
    if (token.expiresAt <= Date.now()) {
      return {
        refusal: c.json(graphError(`Error validating access token: Session has expired on ${new Date(token.expiresAt).toUTCString()}.`, 190, 463), 400),
      };
    }
    return { token };
  }

  const unsupported = (c: Context, id: string) =>
    c.json(
      graphError(
        `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        100,
        33,
      ),
      400,
    );

  /** What the consent page is asked for, or why it cannot be shown. */
  function consentRequest(input: Record<string, string | undefined>) {
    if (input.client_id !== appId) return { problem: "Invalid platform app" } as const;
    let redirect: URL;
    try {
      redirect = new URL(input.redirect_uri ?? "");
    } catch {
      return { problem: "Invalid redirect_uri" } as const;
    }
    if (redirect.protocol !== "https:" && redirect.protocol !== "http:") return { problem: "Invalid redirect_uri" } as const;
    if (input.response_type !== "code") return { problem: "Invalid response_type: only code is supported" } as const;
    const scopes = (input.scope ?? "")
      .split(",")
      .map((scope) => scope.trim())
      .filter(Boolean);
    if (!scopes.includes("instagram_business_basic")) return { problem: "Invalid scope: instagram_business_basic is required" } as const;
    const unknown = scopes.find((scope) => !SCOPES.includes(scope));
    if (unknown) return { problem: `Invalid scope: ${unknown}` } as const;
    return { redirect, scopes, state: input.state ?? "" } as const;
  }

  const problemPage = (c: Context, problem: string) =>
    c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invalid request</title></head><body><main><h1>Invalid request</h1><p>Request parameters are invalid: ${escapeHtml(problem)}</p></main></body></html>`,
      400,
    );

  app.get("/oauth/authorize", (c) => {
    const input = c.req.query();
    const request = consentRequest(input);
    if ("problem" in request) return problemPage(c, request.problem!);
    const hidden = (["client_id", "redirect_uri", "response_type", "scope", "state"] as const)
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(input[name] ?? "")}">`)
      .join("");
    const permissions = request.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Allow ${escapeHtml(appName)} to access your Instagram account? (local test)</title>
<style>body{font:16px system-ui,sans-serif;background:#fafafa;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border:1px solid #dbdbdb;border-radius:12px;padding:32px;max-width:400px;width:calc(100% - 32px)}
h1{font-size:20px}.note{color:#555;font-size:14px}.actions{display:flex;gap:12px}button{flex:1;padding:10px;border-radius:8px;font-size:16px;cursor:pointer;border:1px solid #dbdbdb;background:#fff}
button[value=allow]{background:#0095f6;border-color:#0095f6;color:#fff}button:focus-visible{outline:3px solid #0064e0;outline-offset:2px}</style></head>
<body><main><h1>Allow ${escapeHtml(appName)} to access your Instagram account?</h1>
<p class="note">A local stand-in for Instagram's consent page: no real account is involved.</p>
<p>Signed in as <strong>@${escapeHtml(account.username)}</strong></p>
<p>${escapeHtml(appName)} will be able to:</p><ul>${permissions}</ul>
<form method="post" action="/oauth/authorize">${hidden}<div class="actions">
<button type="submit" name="decision" value="cancel">Cancel</button><button type="submit" name="decision" value="allow">Allow</button></div></form>
</main></body></html>`);
  });

  app.post("/oauth/authorize", async (c) => {
    const input = await params(c);
    const request = consentRequest(input);
    if ("problem" in request) return problemPage(c, request.problem!);
    const back = new URL(request.redirect);
    if (input.decision === "allow") {
      const code = secret("AQ");
      codes.set(code, {
        igUserId: account.igUserId,
        redirectUri: request.redirect.href,
        scopes: request.scopes,
        used: false,
        expiresAt: Date.now() + 60 * 60_000,
      });
      back.searchParams.set("code", code);
    } else {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_reason", "user_denied");
      back.searchParams.set("error_description", "The user denied your request.");
    }
    if (request.state) back.searchParams.set("state", request.state);
    // Instagram appends an empty fragment to the redirect.
    back.hash = "_";
    return c.redirect(back.href, 302);
  });

  app.post("/oauth/access_token", async (c) => {
    const input = await params(c);
    const refuse = (message: string) => c.json({ error_type: "OAuthException", code: 400, error_message: message }, 400);
    if (input.client_id !== appId) return refuse("Invalid platform app");
    if (input.client_secret !== appSecret) return refuse("Error validating client secret.");
    if (input.grant_type !== "authorization_code") return refuse("Unsupported grant_type");
    const code = codes.get(input.code ?? "");
    if (!code || code.expiresAt <= Date.now()) return refuse("Invalid authorization code");
    if (code.used) return refuse("This authorization code has been used");
    if (code.redirectUri !== input.redirect_uri) {
      return refuse("Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request");
    }
    code.used = true;
    const answer = { access_token: issue(code.igUserId, "short", SHORT_LIVED_S), user_id: Number(code.igUserId), permissions: code.scopes };
    return c.json(options.tokenAnswer === "flat" ? answer : { data: [{ ...answer, permissions: code.scopes.join(",") }] });
  });

  app.get("/access_token", (c) => {
    const input = c.req.query();
    if (input.grant_type !== "ig_exchange_token") return c.json(graphError("Unsupported grant_type", 100), 400);
    if (input.client_secret !== appSecret) return c.json(graphError("Error validating client secret.", 101), 400);
    const auth = authorize(c, input);
    if ("refusal" in auth) return auth.refusal;
    return c.json({ access_token: issue(auth.token.igUserId, "long", LONG_LIVED_S), token_type: "bearer", expires_in: LONG_LIVED_S });
  });

  app.get("/refresh_access_token", (c) => {
    const input = c.req.query();
    if (input.grant_type !== "ig_refresh_token") return c.json(graphError("Unsupported grant_type", 100), 400);
    const auth = authorize(c, input);
    if ("refusal" in auth) return auth.refusal;
    if (auth.token.kind !== "long") return c.json(graphError("Only long-lived tokens can be refreshed.", 190), 400);
    if (auth.token.issuedAt > Date.now() - DAY_MS)
      return c.json(graphError("The access token is less than 24 hours old and cannot be refreshed yet.", 100), 400);
    return c.json({ access_token: issue(auth.token.igUserId, "long", LONG_LIVED_S), token_type: "bearer", expires_in: LONG_LIVED_S });
  });

  app.get("/pictures/:file", (c) =>
    c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150"><rect width="150" height="150" fill="#e1306c"/><circle cx="75" cy="60" r="28" fill="#fff"/><rect x="30" y="100" width="90" height="40" rx="20" fill="#fff"/></svg>`,
      200,
      { "content-type": "image/svg+xml" },
    ),
  );

  const version = "/:version{v[0-9]+\\.[0-9]+}";

  app.get(`${version}/me`, async (c) => {
    const auth = authorize(c, await params(c));
    if ("refusal" in auth) return auth.refusal;
    const profile = accounts.get(auth.token.igUserId)!;
    return c.json({ user_id: profile.igUserId, username: profile.username, profile_picture_url: profile.pictureUrl, id: profile.igUserId });
  });

  /** The user id in the path must be the token's own account. */
  const ownAccount = (c: Context, token: Token) => {
    const id = c.req.param("igId");
    return id === token.igUserId || id === "me";
  };

  app.get(`${version}/:igId/content_publishing_limit`, async (c) => {
    const auth = authorize(c, await params(c));
    if ("refusal" in auth) return auth.refusal;
    if (!ownAccount(c, auth.token)) return unsupported(c, c.req.param("igId"));
    return c.json({ data: [{ quota_usage: quotaUsage(auth.token.igUserId), config: { quota_total: QUOTA.total, quota_duration: QUOTA.durationS } }] });
  });

  app.post(`${version}/:igId/media`, async (c) => {
    const input = await params(c);
    const auth = authorize(c, input);
    if ("refusal" in auth) return auth.refusal;
    if (!ownAccount(c, auth.token)) return unsupported(c, c.req.param("igId"));
    if (input.media_type !== "REELS")
      return c.json(graphError(`The parameter media_type must be REELS for a video (got ${input.media_type ?? "none"}).`, 100), 400);
    if (!input.video_url) return c.json(graphError("The parameter video_url is required", 100), 400);
    if ((input.caption ?? "").length > 2200) return c.json(graphError("The caption is longer than 2,200 characters.", 100, 2207010), 400);
    const container: Container = {
      id: `17${digits(15)}`,
      igUserId: auth.token.igUserId,
      videoUrl: input.video_url,
      caption: input.caption ?? "",
      statusCode: "IN_PROGRESS",
      status: "In Progress",
    };
    containers.set(container.id, container);
    const forced = nextFailure;
    nextFailure = undefined;
    void (forced !== undefined ? Promise.resolve(forced) : inspectVideo(container.videoUrl)).then(
      (problem) => Object.assign(container, problem === undefined ? { statusCode: "FINISHED", status: "Finished" } : { statusCode: "ERROR", status: problem }),
      (error: unknown) => Object.assign(container, { statusCode: "ERROR", status: `The video could not be processed (${String(error)}).` }),
    );
    return c.json({ id: container.id });
  });

  app.post(`${version}/:igId/media_publish`, async (c) => {
    const input = await params(c);
    const auth = authorize(c, input);
    if ("refusal" in auth) return auth.refusal;
    if (!ownAccount(c, auth.token)) return unsupported(c, c.req.param("igId"));
    const container = containers.get(input.creation_id ?? "");
    if (!container || container.igUserId !== auth.token.igUserId) return unsupported(c, input.creation_id ?? "");
    if (quotaUsage(container.igUserId) >= QUOTA.total) {
      return c.json(graphError("The maximum number of posts that can be published within a 24-hour period has been reached.", 9, 2207042), 400);
    }
    if (container.statusCode === "PUBLISHED") return c.json(graphError("This media container was published already.", 9007, 2207006), 400);
    if (container.statusCode !== "FINISHED") return c.json(graphError("The media is not ready for publishing, please wait for a moment", 9007, 2207027), 400);
    container.statusCode = "PUBLISHED";
    container.status = "Published";
    const item: PublishedMedia = {
      id: `18${digits(15)}`,
      igUserId: container.igUserId,
      containerId: container.id,
      caption: container.caption,
      permalink: `${url}/reel/${randomBytes(8).toString("base64url")}/`,
      publishedAt: Date.now(),
    };
    media.push(item);
    return c.json({ id: item.id });
  });

  app.get(`${version}/:id`, async (c) => {
    const auth = authorize(c, await params(c));
    if ("refusal" in auth) return auth.refusal;
    const id = c.req.param("id");
    const container = containers.get(id);
    if (container?.igUserId === auth.token.igUserId) return c.json({ id, status_code: container.statusCode, status: container.status });
    const published = media.find((item) => item.id === id && item.igUserId === auth.token.igUserId);
    if (published) {
      return c.json({
        id,
        permalink: published.permalink,
        media_type: "VIDEO",
        media_product_type: "REELS",
        caption: published.caption,
        timestamp: new Date(published.publishedAt).toISOString(),
      });
    }
    return unsupported(c, id);
  });

  /** The page a Reel's permalink opens, as instagram.com shows it: the account, the video and its caption. */
  const reelPage = (c: Context) => {
    const permalink = `${url}/reel/${c.req.param("code")}/`;
    const item = media.find((each) => each.permalink === permalink);
    if (!item) {
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found • Instagram (local test)</title></head><body><main><h1>Sorry, this page isn't available.</h1><p>The link you followed may be broken, or the page may have been removed.</p></main></body></html>`,
        404,
      );
    }
    const owner = accounts.get(item.igUserId);
    const username = escapeHtml(owner?.username ?? item.igUserId);
    const video = containers.get(item.containerId)?.videoUrl ?? "";
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>@${username} on Instagram (local test)</title>
<style>body{font:16px system-ui,sans-serif;background:#fafafa;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border:1px solid #dbdbdb;border-radius:12px;padding:16px;max-width:420px;width:calc(100% - 32px)}
video{width:100%;aspect-ratio:9/16;background:#000;border-radius:8px}.caption{white-space:pre-wrap;overflow-wrap:anywhere}.note{color:#555;font-size:14px}</style></head>
<body><main><h1>@${username}</h1><p class="note">A local stand-in for a Reel's page on Instagram: nothing was posted anywhere.</p>
<video controls playsinline src="${escapeHtml(video)}" aria-label="Reel by @${username}"></video>
<p class="caption">${escapeHtml(item.caption)}</p><p class="note">Published <time datetime="${new Date(item.publishedAt).toISOString()}">${new Date(item.publishedAt).toUTCString()}</time></p></main></body></html>`);
  };
  app.get("/reel/:code", reelPage);
  app.get("/reel/:code/", reelPage);

  app.notFound((c) => c.json(graphError("Unknown path components", 2500), 400));

  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  return {
    url,
    get account() {
      return account;
    },
    containers,
    media,
    signInAs(next) {
      account = accounts.get(next.igUserId) ?? testAccount(next);
      accounts.set(account.igUserId, account);
    },
    setQuotaUsage: (igUserId, used) => void quotaBase.set(igUserId, used),
    expireTokens() {
      const now = Date.now();
      for (const token of tokens.values()) token.expiresAt = Math.min(token.expiresAt, now);
    },
    ageTokens(ms) {
      for (const token of tokens.values()) token.issuedAt -= ms;
    },
    failNextContainer(status) {
      nextFailure = status;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
