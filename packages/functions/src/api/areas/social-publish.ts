import { PublishInput, SocialPublish } from "@sitecrew/core/instagram";
import { Hono } from "hono";
import { readJson, takesJson } from "../request";
import { type SessionEnv, signedIn } from "../session";

/** Publishing a finished video to one of the domain's Instagram accounts: a paid run, answered at once. */
export const socialPublishRoutes = signedIn(
  new Hono<SessionEnv>().post("/social-agent/instagram/:id", takesJson(PublishInput), async (c) =>
    c.json({ data: await SocialPublish.start(c.req.param("id"), await readJson(c)) }, 202),
  ),
);
