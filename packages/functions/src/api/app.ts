import { Hono } from "hono";
import { onError } from "./errors";
import { API_PREFIX } from "./manifest";
import { limitJsonBody } from "./request";

/** Wraps one or more area routers under /api with the shared error handling. */
export function apiApp(...routers: Hono<any, any, any>[]) {
  const app = new Hono().basePath(API_PREFIX);
  app.use(limitJsonBody());
  for (const router of routers) app.route("/", router);
  app.notFound((c) => c.json({ code: "not_found", message: "Not found" }, 404));
  app.onError(onError);
  return app;
}
