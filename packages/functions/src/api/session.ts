import { authenticate, type Session } from "@sitecrew/core/auth/session";
import { withActor } from "@sitecrew/core/actor";
import { VisibleError } from "@sitecrew/core/error";
import { Hono, type Schema } from "hono";
import { createMiddleware } from "hono/factory";

export type SessionEnv = { Variables: { session: Session } };

export function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim();
}

/** Requires a valid access token and runs the rest of the request as that user. */
export const requireSession = createMiddleware<SessionEnv>(async (c, next) => {
  const token = bearer(c.req.header("authorization"));
  const session = token ? await authenticate(token) : undefined;
  if (!session) throw new VisibleError("auth", "unauthorized", "Your session has expired. Please sign in again.");
  c.set("session", session);
  await withActor({ type: "user", properties: { userId: session.userId } }, next);
});

/**
 * The routes that need a session. The check is added to each route of the group by its own
 * method and path, never as a wildcard: areas are mounted side by side under /api, and a
 * wildcard would reach the other areas' public routes.
 */
export function signedIn<S extends Schema, B extends string>(routes: Hono<SessionEnv, S, B>) {
  const guarded = new Hono<SessionEnv>();
  const seen = new Set<string>();
  for (const { method, path } of routes.routes) {
    if (path.includes("*")) throw new Error(`A signed-in group takes concrete routes, not ${method} ${path}`);
    if (seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    guarded.on(method, path, requireSession);
  }
  return guarded.route("/", routes);
}
