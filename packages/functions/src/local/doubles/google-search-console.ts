import { createHash, randomBytes } from "node:crypto";
import { serve } from "@hono/node-server";
import { guardedFetch, localPolicy } from "@sitecrew/core/net/guarded-fetch";
import { LOCAL_GOOGLE_APP, SEARCH_CONSOLE_SCOPE } from "@sitecrew/core/search-console/schema";
import { type Context, Hono } from "hono";
import { freePort } from "../ports";
import { type Dimension, searchFacts, searchRows, type SitePost } from "./search-console-data";

interface Grant {
  /** The site addresses whose properties the consenting account can read. */
  sites: string[];
  revoked: boolean;
}

interface Code {
  grant: Grant;
  redirectUri: string;
  challenge: string;
  used: boolean;
  expiresAt: number;
}

export interface SearchConsoleDouble {
  url: string;
  /** Offers the site's properties on the consent page from now on (`sc-domain:<host>` and `<origin>/`). */
  addSite(siteUrl: string): void;
  /** Every grant given so far is refused, as when the owner revoked access at Google: the token endpoint answers `invalid_grant`, the API 401. */
  refuseGrants(): void;
  /** The next call to the Search Console API answers this status, once. */
  failNext(status: 429 | 500): void;
  /** The tokens revoked, in order. */
  revoked: string[];
  /** Every `searchAnalytics.query` received: the property and the body as sent. */
  queries: Array<{ property: string; body: Record<string, unknown> }>;
  stop(): Promise<void>;
}

const ACCESS_LIFETIME_S = 3599;
/** A property of somebody else's site the account can also read: picking it must be refused. */
export const UNRELATED_PROPERTY = "https://shop.another-site.example/";
const MAX_ROWS = 25_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIMENSIONS = new Set(["date", "page", "query"]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const secret = (prefix: string) => `${prefix}${randomBytes(24).toString("base64url")}`;
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** The API's error body. */
const apiError = (code: number, message: string, status: string) => ({
  error: { code, message, errors: [{ message, domain: "global", reason: status }], status },
});

const propertiesOf = (site: string) => {
  const origin = new URL(site).origin;
  return [
    { siteUrl: `sc-domain:${new URL(site).hostname}`, permissionLevel: "siteOwner", origin },
    { siteUrl: `${origin}/`, permissionLevel: "siteFullUser", origin },
  ];
};

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

/** The site's published posts, from WordPress's own REST API (public, no key). */
async function postsOf(origin: string): Promise<SitePost[]> {
  const response = await guardedFetch(`${origin}/?rest_route=/wp/v2/posts&per_page=100&_fields=id,link,title`, {}, { policy: localPolicy, timeoutMs: 15_000 });
  if (response.status !== 200) return [];
  const posts = JSON.parse(response.body.toString("utf8")) as Array<{ id: number; link: string; title: { rendered: string } }>;
  return posts.map((post) => ({ id: post.id, link: post.link, title: decodeEntities(post.title.rendered) }));
}

/**
 * A local stand-in for Google: the OAuth 2.0 consent page (with PKCE), the token and revoke
 * endpoints, and Search Console's `sites.list` and `searchAnalytics.query`, all under one address,
 * in Google's shapes. Its figures are made up, deterministically, for the published posts the
 * site's own REST API lists. Local stage and tests only.
 */
export async function startSearchConsoleDouble(options: { clientId?: string; clientSecret?: string; sites?: string[] } = {}): Promise<SearchConsoleDouble> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? LOCAL_GOOGLE_APP.clientId;
  const clientSecret = options.clientSecret ?? LOCAL_GOOGLE_APP.clientSecret;
  const knownSites = new Set(options.sites ?? []);
  const codes = new Map<string, Code>();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const revoked: string[] = [];
  const queries: SearchConsoleDouble["queries"] = [];
  let nextFailure: 429 | 500 | undefined;
  const app = new Hono();

  async function form(c: Context): Promise<Record<string, string>> {
    const body = await c.req.parseBody().catch(() => ({}));
    return { ...c.req.query(), ...Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string")) };
  }

  /** What the consent page is asked for, or why Google would show its error page instead. */
  function consentRequest(input: Record<string, string | undefined>) {
    if (input.client_id !== clientId) return { problem: "invalid_client: The OAuth client was not found." } as const;
    let redirect: URL;
    try {
      redirect = new URL(input.redirect_uri ?? "");
    } catch {
      return { problem: "redirect_uri_mismatch" } as const;
    }
    if (input.response_type !== "code") return { problem: "unsupported_response_type" } as const;
    if (!(input.scope ?? "").split(" ").includes(SEARCH_CONSOLE_SCOPE)) return { problem: "invalid_scope: webmasters.readonly is required" } as const;
    if (!input.code_challenge || input.code_challenge_method !== "S256")
      return { problem: "invalid_request: code_challenge with method S256 is required" } as const;
    return { redirect, challenge: input.code_challenge, state: input.state ?? "" } as const;
  }

  const problemPage = (c: Context, problem: string) =>
    c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error 400</title></head><body><main><h1>Access blocked: authorization error</h1><p>${escapeHtml(problem)}</p></main></body></html>`,
      400,
    );

  app.get("/o/oauth2/v2/auth", (c) => {
    const input = c.req.query();
    const request = consentRequest(input);
    if ("problem" in request) return problemPage(c, request.problem!);
    const hidden = (["client_id", "redirect_uri", "response_type", "scope", "state", "code_challenge", "code_challenge_method"] as const)
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(input[name] ?? "")}">`)
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SiteCrew wants to access your Google Account (local test)</title>
<style>body{font:16px system-ui,sans-serif;background:#f1f3f4;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border:1px solid #dadce0;border-radius:8px;padding:32px;max-width:440px;width:calc(100% - 32px)}
h1{font-size:22px;font-weight:400}.note{color:#5f6368;font-size:14px}label{display:block;margin:16px 0 4px;font-weight:600}textarea{width:100%;box-sizing:border-box;font:14px monospace}
.actions{display:flex;gap:12px;justify-content:flex-end;margin-top:16px}button{padding:10px 20px;border-radius:4px;font-size:15px;cursor:pointer;border:1px solid #dadce0;background:#fff}
button[value=allow]{background:#1a73e8;border-color:#1a73e8;color:#fff}button:focus-visible,textarea:focus-visible{outline:3px solid #174ea6;outline-offset:2px}</style></head>
<body><main><h1>SiteCrew wants to access your Google Account</h1>
<p class="note">A local stand-in for Google's consent page: no real Google account is involved.</p>
<p>This will allow SiteCrew to <strong>view Search Console data for your verified sites</strong>.</p>
<form method="post" action="/o/oauth2/v2/auth">${hidden}
<label for="sites">Sites of this account (one address a line)</label>
<textarea id="sites" name="sites" rows="3">${escapeHtml([...knownSites].join("\n"))}</textarea>
<div class="actions"><button type="submit" name="decision" value="cancel">Cancel</button><button type="submit" name="decision" value="allow">Allow</button></div></form>
</main></body></html>`);
  });

  app.post("/o/oauth2/v2/auth", async (c) => {
    const input = await form(c);
    const request = consentRequest(input);
    if ("problem" in request) return problemPage(c, request.problem!);
    const back = new URL(request.redirect);
    if (input.decision === "allow") {
      const sites = (input.sites ?? "")
        .split(/\s+/)
        .map((line) => line.trim())
        .filter((line) => /^https?:\/\//.test(line));
      for (const site of sites) knownSites.add(site);
      const code = secret("4/0A");
      codes.set(code, {
        grant: { sites, revoked: false },
        redirectUri: request.redirect.href,
        challenge: request.challenge,
        used: false,
        expiresAt: Date.now() + 10 * 60_000,
      });
      back.searchParams.set("code", code);
      back.searchParams.set("scope", SEARCH_CONSOLE_SCOPE);
    } else {
      back.searchParams.set("error", "access_denied");
    }
    if (request.state) back.searchParams.set("state", request.state);
    return c.redirect(back.href, 302);
  });

  const refuseGrants = () => {
    for (const grant of refreshTokens.values()) grant.revoked = true;
  };

  const issueAccess = (grant: Grant) => {
    const token = secret("ya29.");
    accessTokens.set(token, { grant, expiresAt: Date.now() + ACCESS_LIFETIME_S * 1000 });
    return token;
  };

  app.post("/token", async (c) => {
    const input = await form(c);
    const refuse = (error: string, description: string, status: 400 | 401 = 400) => c.json({ error, error_description: description }, status);
    if (input.client_id !== clientId || input.client_secret !== clientSecret) return refuse("invalid_client", "The OAuth client was not found.", 401);
    if (input.grant_type === "authorization_code") {
      const code = codes.get(input.code ?? "");
      if (!code || code.used || code.expiresAt <= Date.now()) return refuse("invalid_grant", "Malformed auth code.");
      if (code.redirectUri !== input.redirect_uri) return refuse("redirect_uri_mismatch", "Bad Request");
      if (!input.code_verifier || s256(input.code_verifier) !== code.challenge) return refuse("invalid_grant", "Invalid code verifier.");
      code.used = true;
      const refreshToken = secret("1//0g");
      refreshTokens.set(refreshToken, code.grant);
      return c.json({
        access_token: issueAccess(code.grant),
        expires_in: ACCESS_LIFETIME_S,
        refresh_token: refreshToken,
        scope: SEARCH_CONSOLE_SCOPE,
        token_type: "Bearer",
      });
    }
    if (input.grant_type === "refresh_token") {
      const grant = refreshTokens.get(input.refresh_token ?? "");
      if (!grant || grant.revoked) return refuse("invalid_grant", "Token has been expired or revoked.");
      return c.json({ access_token: issueAccess(grant), expires_in: ACCESS_LIFETIME_S, scope: SEARCH_CONSOLE_SCOPE, token_type: "Bearer" });
    }
    return refuse("unsupported_grant_type", `Invalid grant_type: ${input.grant_type ?? ""}`);
  });

  app.post("/revoke", async (c) => {
    const token = (await form(c)).token ?? "";
    const grant = refreshTokens.get(token) ?? accessTokens.get(token)?.grant;
    if (!grant || grant.revoked) return c.json({ error: "invalid_token", error_description: "Token expired or revoked" }, 400);
    grant.revoked = true;
    revoked.push(token);
    return c.json({});
  });

  /** The grant behind the call's bearer token, or Google's answer for a call it will not take. */
  function authorize(c: Context): { grant: Grant } | { refusal: Response } {
    if (nextFailure) {
      const status = nextFailure;
      nextFailure = undefined;
      return {
        refusal:
          status === 429
            ? c.json(apiError(429, "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute per user'.", "RESOURCE_EXHAUSTED"), 429)
            : c.json(apiError(500, "Internal error encountered.", "INTERNAL"), 500),
      };
    }
    const token = accessTokens.get(c.req.header("authorization")?.replace(/^Bearer\s+/i, "") ?? "");
    if (!token || token.expiresAt <= Date.now() || token.grant.revoked) {
      return {
        refusal: c.json(
          apiError(
            401,
            "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
            "UNAUTHENTICATED",
          ),
          401,
        ),
      };
    }
    return { grant: token.grant };
  }

  app.get("/webmasters/v3/sites", (c) => {
    const auth = authorize(c);
    if ("refusal" in auth) return auth.refusal;
    const siteEntry = [...auth.grant.sites.flatMap(propertiesOf), { siteUrl: UNRELATED_PROPERTY, permissionLevel: "siteRestrictedUser" }].map(
      ({ siteUrl, permissionLevel }) => ({ siteUrl, permissionLevel }),
    );
    return c.json({ siteEntry });
  });

  app.post("/webmasters/v3/sites/*", async (c) => {
    // The property is one path segment, percent-encoded (its slashes too): read from the raw path.
    const match = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(new URL(c.req.url).pathname);
    if (!match) return c.json(apiError(404, "Not Found", "NOT_FOUND"), 404);
    const auth = authorize(c);
    if ("refusal" in auth) return auth.refusal;
    const property = decodeURIComponent(match[1]!);
    const site = auth.grant.sites.flatMap(propertiesOf).find((entry) => entry.siteUrl === property);
    if (!site)
      return c.json(
        apiError(
          403,
          `User does not have sufficient permission for site '${property}'. See also: https://support.google.com/webmasters/answer/2451999.`,
          "PERMISSION_DENIED",
        ),
        403,
      );
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    queries.push({ property, body });
    const invalid = (message: string) => c.json(apiError(400, message, "INVALID_ARGUMENT"), 400);
    const { startDate, endDate } = body;
    if (typeof startDate !== "string" || !DATE.test(startDate) || typeof endDate !== "string" || !DATE.test(endDate))
      return invalid("startDate and endDate are required (YYYY-MM-DD).");
    const dimensions = (Array.isArray(body.dimensions) ? body.dimensions : []) as Dimension[];
    if (dimensions.some((dimension) => !DIMENSIONS.has(dimension))) return invalid("Invalid dimension.");
    const rowLimit = body.rowLimit === undefined ? 1000 : Number(body.rowLimit);
    const startRow = body.startRow === undefined ? 0 : Number(body.startRow);
    if (!Number.isInteger(rowLimit) || rowLimit < 1 || rowLimit > MAX_ROWS) return invalid(`rowLimit must be between 1 and ${MAX_ROWS}.`);
    if (!Number.isInteger(startRow) || startRow < 0) return invalid("startRow must be 0 or more.");
    const rows = searchRows(searchFacts(await postsOf(site.origin), startDate, endDate), dimensions).slice(startRow, startRow + rowLimit);
    return c.json(rows.length ? { rows, responseAggregationType: "byPage" } : { responseAggregationType: "byPage" });
  });

  // For an end-to-end test driving the double from outside the process.
  app.post("/_double/refuse-grants", (c) => {
    refuseGrants();
    return c.json({ ok: true });
  });
  app.post("/_double/fail-next", (c) => {
    nextFailure = c.req.query("status") === "429" ? 429 : 500;
    return c.json({ ok: true });
  });

  app.notFound((c) => c.json(apiError(404, "Not Found", "NOT_FOUND"), 404));

  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  return {
    url,
    addSite: (siteUrl) => void knownSites.add(siteUrl),
    refuseGrants,
    failNext: (status) => void (nextFailure = status),
    revoked,
    queries,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
