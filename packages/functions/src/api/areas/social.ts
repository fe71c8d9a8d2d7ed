import { VisibleError } from "@sitecrew/core/error";
import { SoundStyles } from "@sitecrew/core/social/styles";
import { Voices } from "@sitecrew/core/social/voices";
import { Hono } from "hono";
import { type SessionEnv, signedIn } from "../session";

const signedInRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/agent-voices", (c) => c.json({ data: Voices.list() }, 200))
    .get("/social-agent/styles", (c) => c.json({ data: SoundStyles.list() }, 200)),
);

/** What a social media agent is made of: its narrator voices and the sound styles under its videos. */
export const socialRoutes = new Hono()
  // Public: the dashboard plays a voice's sample in an <audio> element, which sends no token.
  .get("/files/voices/:file", async (c) => {
    const sample = await Voices.sample(c.req.param("file"));
    if (!sample) throw new VisibleError("not_found", "file_not_found", "File not found");
    return c.body(sample.body, 200, {
      "content-type": "audio/mpeg",
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-site",
    });
  })
  .route("/", signedInRoutes);
