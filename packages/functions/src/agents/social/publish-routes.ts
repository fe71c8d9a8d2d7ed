import { PublishInput } from "@sitecrew/core/social/schema";
import { Hono } from "hono";
import { readJson, takesJson } from "../../api/request";
import { type SessionEnv, signedIn } from "../../api/session";

/**
 * Publishing a finished video to one of the domain's Instagram accounts: the caption proposed from
 * its post, then a paid run, answered at once.
 */
export const socialPublishRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/social-content/:id/caption", async (c) =>
      c.json({ data: await (await import("@sitecrew/core/social/publish")).SocialPublish.caption(c.req.param("id")) }, 200),
    )
    .post("/social-agent/instagram/:id", takesJson(PublishInput), async (c) =>
      // The publishing code (Instagram's client, the job runner) loads on the first publish, not with every list.
      c.json({ data: await (await import("@sitecrew/core/social/publish")).SocialPublish.start.raw(await readJson(c), c.req.param("id")) }, 202),
    ),
);
