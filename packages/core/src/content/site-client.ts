import { guardedFetch, type GuardOptions } from "../net/guarded-fetch";
import { signedHeaders } from "../site/signature";

export interface SiteTarget {
  siteId: string;
  secret: string;
  /** The plugin's `rest_url()`: `…/wp-json/` or `…/?rest_route=/`. */
  restUrl: string;
}

/** Why a call to a site failed: no answer at all, or an answer that was not a success. */
export class SiteCallError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = "SiteCallError";
  }
}

/** The URL of a REST route under either form of `rest_url()`. */
export function routeUrl(restUrl: string, route: string) {
  const url = new URL(restUrl);
  if (url.searchParams.has("rest_route")) {
    url.searchParams.set("rest_route", route);
    return url;
  }
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return new URL(route.replace(/^\//, ""), url);
}

/**
 * One signed call to the plugin on a site, through the guarded client; resolves with the JSON
 * answer, still unchecked: callers parse it with the route's schema.
 */
export async function callSite(
  target: SiteTarget,
  method: "GET" | "POST" | "DELETE",
  route: string,
  payload?: unknown,
  options?: GuardOptions,
): Promise<unknown> {
  const body = payload === undefined ? "" : JSON.stringify(payload);
  const headers: Record<string, string> = {
    accept: "application/json",
    ...signedHeaders(target.siteId, target.secret, { method, path: route, body }),
  };
  if (body) headers["content-type"] = "application/json";
  let response;
  try {
    response = await guardedFetch(routeUrl(target.restUrl, route), { method, headers, body }, options);
  } catch (error) {
    throw new SiteCallError(error instanceof Error ? error.message : String(error));
  }
  const text = response.body.toString("utf8");
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    throw new SiteCallError("The site did not answer with JSON", response.status, text.slice(0, 200));
  }
  if (response.status < 200 || response.status >= 300) throw new SiteCallError(`The site answered ${response.status}`, response.status, parsed);
  return parsed;
}
