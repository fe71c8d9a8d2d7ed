import { VisibleError } from "@sitecrew/core/error";
import type { Context, Env, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import type * as v from "valibot";
import { viaCdn } from "./origin-guard";

export const JSON_LIMIT = 64 * 1024;

const UPLOAD = Symbol("upload route");
const FORM = Symbol("form route");
const OWN_GUARD = Symbol("guards its own body");

/** Refuses bodies above the limit before they are read. */
const limitBody = (maxSize: number, message = "The request body is too large") =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new VisibleError("too_large", "payload_too_large", message);
    },
  });

/**
 * Marks a route as an upload: it alone takes multipart bodies, up to its own limit. `Fields` names
 * the form fields for the dashboard's client; the handler reads and checks them itself.
 */
export const uploadRoute = <Fields extends Record<string, string | File>>(maxBytes: number, message: string) =>
  Object.assign(limitBody(maxBytes, message), { [UPLOAD]: true }) as MiddlewareHandler<Env, string, { in: { form: Fields } }>;

const passThrough: MiddlewareHandler = (_c, next) => next();

/**
 * Declares a route's JSON body, from the schema core validates it with, for the dashboard's typed
 * client. The server does not change: the handler still reads the body with readJson and hands it
 * to core, which answers with its own messages (Hono's validator('json') would take a body sent
 * with another content type as {}).
 */
export const takesJson = <S extends v.GenericSchema>(_schema: S) => passThrough as MiddlewareHandler<Env, string, { in: { json: v.InferInput<S> } }>;

/** Declares the query fields a route reads, each a string in the URL; core parses them. */
export const takesQuery = <S extends v.GenericSchema>(_schema: S) =>
  passThrough as MiddlewareHandler<Env, string, { in: { query: { [K in keyof v.InferInput<S>]?: string } } }>;

/**
 * Marks a route that takes an HTML form's body (a page's form, or a mail client's RFC 8058
 * one-click POST) in place of JSON, within the same 64 KB.
 */
export const takesForm: MiddlewareHandler = Object.assign((_c: Context, next: Next) => next(), { [FORM]: true });

type Handler = ((...args: never[]) => unknown) & { [COMPOSED_HANDLER]?: Handler };

// Mounting an app that has its own error handler (the local server mounts the API) wraps each
// handler; the original stays reachable under COMPOSED_HANDLER.
const marked = (handler: Handler | undefined, mark: symbol): boolean => !!handler && (mark in handler || marked(handler[COMPOSED_HANDLER], mark));

// The routes matching a request are known before the first middleware runs.
const routeIs = (c: Context, mark: symbol) => matchedRoutes(c).some((route) => marked(route.handler as Handler, mark));

/** JSON by its media type: `application/json` or a `+json` type, with any parameters. */
const JSON_TYPE = /^\s*application\/(?:[\w.!#$&^-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

const NEEDS_JSON = "This request takes a JSON body (Content-Type: application/json).";
const NEEDS_FORM = "This request takes a form body (Content-Type: application/x-www-form-urlencoded).";

/** Whether a request carries a body, as HTTP tells it: a length above zero, or a chunked transfer. */
const hasBody = (c: Context) => c.req.header("transfer-encoding") !== undefined || Number(c.req.header("content-length") ?? 0) > 0;

/** The body check itself: JSON (a form on routes marked with takesForm) of at most 64 KB. */
function checkBody(): MiddlewareHandler {
  const limit = limitBody(JSON_LIMIT);
  return async (c, next) => {
    if (!hasBody(c)) return next();
    const form = routeIs(c, FORM);
    if (!(form ? FORM_TYPE : JSON_TYPE).test(c.req.header("content-type") ?? "")) {
      throw new VisibleError("media_type", "unsupported_media_type", form ? NEEDS_FORM : NEEDS_JSON);
    }
    return limit(c, next);
  };
}

/**
 * A body on a route that is not an upload must be JSON, or a form where the route says so (415
 * otherwise), of at most 64 KB (413), both decided from the headers before any of it is read.
 * Requests without a body pass whatever their headers say; routes marked with uploadRoute set
 * their own limit, and routes that place guardBody themselves are left to it.
 */
export const limitJsonBody = () => {
  const check = checkBody();
  return createMiddleware(async (c, next) => (routeIs(c, UPLOAD) || routeIs(c, OWN_GUARD) ? next() : check(c, next)));
};

/**
 * The same body check, placed by an area behind middleware whose headers its refusals must carry
 * too: the widget's CORS headers, without which the visitor's browser hides a 413 or 415 from the
 * widget as a network error. The API-wide check then leaves these routes to it.
 */
export const guardBody = (): MiddlewareHandler => Object.assign(checkBody(), { [OWN_GUARD]: true });

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new VisibleError("input", "invalid_json", "The request body is not valid JSON");
  }
}

type LambdaEnv = { event?: { requestContext?: { http?: { sourceIp?: string } } } };
type NodeEnv = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The caller's address: CloudFront's viewer header once the origin guard has seen the origin
 * secret (anyone can send that header to an open port), otherwise the connection's own address.
 */
export function clientIp(c: Context): string | undefined {
  const viewer = viaCdn(c) ? c.req.header("cloudfront-viewer-address") : undefined;
  if (viewer) return viewer.replace(/:\d+$/, "");
  const env = c.env as (LambdaEnv & NodeEnv) | undefined;
  return env?.event?.requestContext?.http?.sourceIp ?? env?.incoming?.socket?.remoteAddress;
}
