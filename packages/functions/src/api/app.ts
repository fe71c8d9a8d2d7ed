import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { onError } from "./errors";
import { API_PREFIX } from "./manifest";
import { originGuard } from "./origin-guard";
import { limitJsonBody } from "./request";

/** Wraps one or more area routers under /api with the shared error handling. */
export function apiApp(...routers: Hono<any, any, any>[]) {
  const app = new Hono().basePath(API_PREFIX);
  app.use(originGuard());
  app.use(noStore);
  app.use(limitJsonBody());
  for (const router of routers) app.route("/", router);
  app.notFound((c) => c.json({ code: "not_found", message: "Not found" }, 404));
  app.onError(onError);
  return app;
}

// API answers are per user; a route that may be cached (avatar files) says so itself.
const noStore = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
});
