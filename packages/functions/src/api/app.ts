import { Hono, type Env, type Schema } from "hono";
import { createMiddleware } from "hono/factory";
import { installAgentHooks } from "../agents";
import { onError } from "./errors";
import { API_PREFIX } from "./manifest";
import { originGuard } from "./origin-guard";
import { limitJsonBody } from "./request";

/** Wraps an area's routes (or all of them, chained) under /api with the shared error handling; the type keeps every route. */
export function apiApp<E extends Env, S extends Schema, B extends string>(routes: Hono<E, S, B>) {
  installAgentHooks();
  const app = new Hono().basePath(API_PREFIX).use(originGuard()).use(noStore).use(limitJsonBody()).route("/", routes);
  app.notFound((c) => c.json({ code: "not_found", message: "Not found" }, 404));
  app.onError(onError);
  return app;
}

// API answers are per user; a route that may be cached (avatar files) says so itself.
const noStore = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
});
