import { BlogAgent } from "@sitecrew/core/blog";
import { Reference } from "@sitecrew/core/reference";
import { CreateWritingStyleInput, KeywordQuery } from "@sitecrew/core/reference/schema";
import { Hono } from "hono";
import { readJson, takesJson, takesQuery } from "../request";
import { type SessionEnv, signedIn } from "../session";

/** The blog agent form's choices: zones, languages, frequencies, writing styles and keyword ideas. */
export const referenceRoutes = new Hono().route(
  "/",
  signedIn(
    new Hono<SessionEnv>()
      .get("/reference/timezones", async (c) => c.json({ data: await Reference.timezones() }, 200))
      .get("/reference/Languages", (c) => c.json({ data: Reference.languages() }, 200))
      .get("/reference/writer", (c) => c.json({ data: Reference.writer() }, 200))
      .get("/frequency-options", (c) => c.json({ data: Reference.frequencies() }, 200))
      .get("/reference/keywords", takesQuery(KeywordQuery), async (c) => {
        const domainId = c.req.query("id") ?? "";
        // The domain's agents' keywords join the suggestions; the list also answers 404 for another owner's domain.
        const agents = domainId ? (await BlogAgent.list.raw({ domainId, limit: 100 })).data : [];
        const extra = agents.flatMap((agent) => agent.keywords);
        return c.json({ data: await Reference.keywordSuggestions.raw({ domainId, search: c.req.query("search"), extra }) }, 200);
      })
      .get("/reference/writing-styles", async (c) => c.json({ data: await Reference.writingStyles() }, 200))
      .post("/writing-style", takesJson(CreateWritingStyleInput), async (c) =>
        c.json({ data: await Reference.createWritingStyle.raw(await readJson(c)) }, 201),
      ),
  ),
);
