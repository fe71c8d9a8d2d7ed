import type { Hono } from "hono";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import { describe, expect, it } from "vitest";
import { createApi } from "../../packages/functions/src/api";
import { API_PREFIX, type AreaName, areas } from "../../packages/functions/src/api/manifest";
import { requireSession } from "../../packages/functions/src/api/session";

const areaNames = Object.keys(areas) as AreaName[];
const api = createApi();

// Each area's app exactly as its Lambda builds it.
const lambdaApps = Object.fromEntries(
  await Promise.all(
    areaNames.map(
      async (area) => [area, ((await import(/* @vite-ignore */ `../../${areas[area].handler.replace(/\.handler$/, ".ts")}`)) as { app: Hono }).app] as const,
    ),
  ),
) as Record<AreaName, Hono>;

/** Every concrete route of the whole API, "METHOD /path" relative to /api; middleware on wildcards is left out. */
const routes = [
  ...new Set(
    api.routes.filter((route) => route.method !== "ALL" && !route.path.includes("*")).map((route) => `${route.method} ${route.path.slice(API_PREFIX.length)}`),
  ),
];

type Pattern = { area: AreaName; method: string; path: string; greedy: boolean };
const patterns: Pattern[] = areaNames.flatMap((area) =>
  areas[area].routes.map((route) => {
    const [method, path] = route.split(" ") as [string, string];
    const greedy = path.endsWith("/*");
    return { area, method, path: greedy ? path.slice(0, -1) : path, greedy };
  }),
);

const concrete = (path: string) => path.replace(/:\w+/g, "sample");

/** API Gateway's choice: an exact path before a greedy one, a longer greedy prefix first, a named method before ANY. */
const rank = (pattern: Pattern) => [pattern.greedy ? 0 : 1, pattern.path.length, pattern.method === "ANY" ? 0 : 1];
const compare = (a: Pattern, b: Pattern) => {
  const [x, y] = [rank(a), rank(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i]! - x[i]!;
  return 0;
};
/** "/domain/{id}/competitors" matches "/domain/sample/competitors": a {name} is one segment, as in the gateway. */
const segments = (path: string) => new RegExp(`^${path.replace(/\./g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`);
const matches = (pattern: Pattern, method: string, path: string) =>
  (pattern.method === "ANY" || pattern.method === method) &&
  (pattern.greedy ? path.startsWith(pattern.path) && path.length > pattern.path.length : segments(pattern.path).test(path));
const gatewayChoice = (method: string, path: string) => {
  const candidates = patterns.filter((pattern) => matches(pattern, method, path)).sort(compare);
  // Two equally specific patterns of different areas would leave the choice to chance.
  if (candidates.length > 1 && compare(candidates[0]!, candidates[1]!) === 0) {
    expect.fail(`${method} ${path} is claimed equally by ${candidates[0]!.area} and ${candidates[1]!.area}`);
  }
  return candidates[0]?.area;
};

const isUnknownRoute = async (response: Response) =>
  response.status === 404 && ((await response.clone().json()) as { message?: string }).message === "Not found";

// Only these routes answer without a session; every other route checks it first.
const PUBLIC = new Set([
  "POST /auth/register",
  "POST /auth/resend-verification",
  "GET /auth/verify-email",
  "GET /auth/confirm-email",
  "POST /auth/login",
  "POST /2fa/validate",
  "POST /auth/forgot-password",
  "POST /auth/reset-password/check",
  "POST /auth/reset-password",
  "GET /files/avatars/:userId/:file",
  // Chat avatars show in the widget on the owner's site; the widget's own routes take its public key.
  "GET /files/chat/:domainId/avatars/:file",
  // A voice's sample plays in an <audio> element, which sends no token.
  "GET /files/voices/:file",
  // Instagram sends the owner's popup back here; the single-use state (and the browser's cookie) stand in for the session.
  "GET /instagram/callback",
  "GET /instagram/callback.js",
  // Google sends the owner's browser back here; the single-use state and the browser's cookie stand in for the session.
  "GET /search-console/callback",
  "GET /widget/:key/config",
  "POST /widget/:key/messages",
  "POST /widget/:key/leads",
  "POST /payment/webhook",
  // The weekly report's one-click unsubscribe link: its signature names the account.
  "GET /reports/weekly/unsubscribe",
  "POST /reports/weekly/unsubscribe",
  "POST /plugin/connect",
  "GET /plugin/status",
  "POST /plugin/disconnect",
]);

type Handler = { [COMPOSED_HANDLER]?: Handler };
const isSessionCheck = (handler: Handler | undefined): boolean =>
  !!handler && (handler === (requireSession as unknown) || isSessionCheck(handler[COMPOSED_HANDLER]));
const checksSession = (route: string) =>
  api.routes.some((entry) => `${entry.method} ${entry.path.slice(API_PREFIX.length)}` === route && isSessionCheck(entry.handler as Handler));

describe("route manifest", () => {
  it("lists the whole API", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it("sends every route to exactly one area by the gateway's rules", () => {
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      expect(gatewayChoice(method, concrete(path)), route).toBeDefined();
    }
  });

  it("never gives two areas the same pattern", () => {
    for (const a of patterns) {
      for (const b of patterns) {
        if (a.area === b.area) continue;
        const methodsMeet = a.method === "ANY" || b.method === "ANY" || a.method === b.method;
        if (methodsMeet && a.greedy === b.greedy && a.path === b.path) {
          expect.fail(`${a.area} and ${b.area} both claim ${a.method} ${a.path}${a.greedy ? "*" : ""}`);
        }
      }
    }
  });

  it("answers each route in its own area's Lambda and in no other", async () => {
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      const owner = gatewayChoice(method, concrete(path));
      for (const area of areaNames) {
        const response = await lambdaApps[area].request(`${API_PREFIX}${concrete(path)}`, { method });
        expect(await isUnknownRoute(response), `${route} in the ${area} Lambda`).toBe(area !== owner);
      }
    }
  });

  it("checks the session on every route but the public ones, and nowhere else", async () => {
    for (const route of routes) expect(checksSession(route), route).toBe(!PUBLIC.has(route));
    // A session check on a wildcard would reach every area mounted beside it.
    const wildcardChecks = api.routes.filter((entry) => isSessionCheck(entry.handler as Handler) && (entry.method === "ALL" || entry.path.includes("*")));
    expect(wildcardChecks).toEqual([]);
    for (const route of routes.filter((route) => !PUBLIC.has(route))) {
      const [method, path] = route.split(" ") as [string, string];
      const response = await api.request(`${API_PREFIX}${concrete(path)}`, { method });
      expect(response.status, route).toBe(401);
    }
  });
});
