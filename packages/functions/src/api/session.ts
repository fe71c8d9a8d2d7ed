import { authenticate, type Session } from "@sitecrew/core/auth/session";
import { withActor } from "@sitecrew/core/actor";
import { VisibleError } from "@sitecrew/core/error";
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
