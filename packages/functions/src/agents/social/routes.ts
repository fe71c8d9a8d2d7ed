import { VisibleError } from "@sitecrew/core/error";
import { SocialAgent, SocialContents } from "@sitecrew/core/social";
import { countSocialContents } from "@sitecrew/core/social/content-count";
import { CreateSocialAgentInput, GenerateSocialContentInput, SocialAgentListInput, SocialPostsInput } from "@sitecrew/core/social/schema";
import { SoundStyles } from "@sitecrew/core/social/styles";
import { Voices } from "@sitecrew/core/social/voices";
import { Hono } from "hono";
import { socialPublishRoutes } from "./publish-routes";
import { readJson, takesJson, takesQuery } from "../../api/request";
import { type SessionEnv, signedIn } from "../../api/session";

// Generate reaches the site, the job runner and the credit ledger: it loads when first asked for, not with every list.
const generate = async () => (await import("@sitecrew/core/social/generate")).SocialGenerate;

const signedInRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/agent-voices", (c) => c.json({ data: Voices.list() }, 200))
    .get("/social-agent/styles", (c) => c.json({ data: SoundStyles.list() }, 200))
    .get("/social-agent", takesQuery(SocialAgentListInput), async (c) => c.json(await SocialAgent.list.raw(c.req.query()), 200))
    .post("/social-agent", takesJson(CreateSocialAgentInput), async (c) => c.json(await SocialAgent.create.raw(await readJson(c)), 201))
    .get("/social-agent/:id", async (c) => c.json({ data: await SocialAgent.get(c.req.param("id")) }, 200))
    .put("/social-agent/:id", takesJson(SocialAgent.update.schema), async (c) =>
      c.json(await SocialAgent.update.raw(await readJson(c), c.req.param("id")), 200),
    )
    .delete("/social-agent/:id", async (c) => c.json({ data: await SocialAgent.remove(c.req.param("id")) }, 200))
    .get("/social-agent/:id/generate-options", async (c) => c.json({ data: await (await generate()).options(c.req.param("id")) }, 200))
    .get("/social-agent/:id/posts", takesQuery(SocialPostsInput), async (c) =>
      c.json({ data: await (await generate()).posts.raw(c.req.query(), c.req.param("id")) }, 200),
    )
    .get("/social-agent/:id/content", takesQuery(SocialContents.list.schema), async (c) =>
      c.json(await SocialContents.list.raw(c.req.query(), c.req.param("id")), 200),
    )
    .post("/social-content/:id", takesJson(GenerateSocialContentInput), async (c) =>
      c.json(await (await generate()).start.raw(await readJson(c), c.req.param("id")), 201),
    )
    .delete("/social-content/:id", async (c) => c.json({ data: await SocialContents.remove(c.req.param("id")) }, 200))
    .get("/social-media-contents-count/:domainId", async (c) => c.json({ data: await countSocialContents(c.req.param("domainId")) }, 200)),
);

/**
 * Social media agents of the selected domain: their narrator voices and sound styles, the agents,
 * and the videos they make from the site's posts.
 */
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
  .route("/", signedInRoutes)
  .route("/", socialPublishRoutes);
