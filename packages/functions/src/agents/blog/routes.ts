import { BlogAgent, BlogContent } from "@sitecrew/core/blog";
import { countBlogContents } from "@sitecrew/core/blog/content-count";
import { CreateBlogAgentInput, RunNowInput } from "@sitecrew/core/blog/schema";
import { Reference } from "@sitecrew/core/reference";
import { KeywordQuery } from "@sitecrew/core/reference/schema";
import { Hono } from "hono";
import { readJson, takesJson, takesQuery } from "../../api/request";
import { type SessionEnv, signedIn } from "../../api/session";

/** Blog agents of the selected domain, the posts they made, and their form's keyword ideas. */
export const blogRoutes = new Hono().route(
  "/",
  signedIn(
    new Hono<SessionEnv>()
      .get("/blog-agent", takesQuery(BlogAgent.list.schema), async (c) => c.json(await BlogAgent.list.raw(c.req.query()), 200))
      .post("/blog-agent", takesJson(CreateBlogAgentInput), async (c) => c.json({ data: await BlogAgent.create.raw(await readJson(c)) }, 201))
      .get("/blog-agent/:id", async (c) => c.json({ data: await BlogAgent.get(c.req.param("id")) }, 200))
      .put("/blog-agent/:id", takesJson(BlogAgent.update.schema), async (c) =>
        c.json({ data: await BlogAgent.update.raw(await readJson(c), c.req.param("id")) }, 200),
      )
      .delete("/blog-agent/:id", async (c) => c.json({ data: await BlogAgent.remove(c.req.param("id")) }, 200))
      .post("/blog-agent/:id/pause", async (c) => c.json({ data: await BlogAgent.pause(c.req.param("id")) }, 200))
      .post("/blog-agent/:id/resume", async (c) => c.json({ data: await BlogAgent.resume(c.req.param("id")) }, 200))
      .post("/blog-agent/:id/run", takesJson(RunNowInput), async (c) => {
        // Starting a run (credits, the queue) loads on the first Run now, not with every page.
        const { BlogRun } = await import("@sitecrew/core/blog/run");
        return c.json({ data: await BlogRun.runNow.raw(await readJson(c), c.req.param("id")) }, 202);
      })
      .get("/blog-content/:id", takesQuery(BlogContent.listForAgent.schema), async (c) =>
        c.json(await BlogContent.listForAgent.raw(c.req.query(), c.req.param("id")), 200),
      )
      .get("/blog-contents-count/:domainId", async (c) => c.json({ data: await countBlogContents(c.req.param("domainId"), c.req.query("search")) }, 200))
      .get("/reference/keywords", takesQuery(KeywordQuery), async (c) => {
        const domainId = c.req.query("id") ?? "";
        // The domain's agents' keywords join the suggestions; the list also answers 404 for another owner's domain.
        const agents = domainId ? (await BlogAgent.list.raw({ domainId, limit: 100 })).data : [];
        const extra = agents.flatMap((agent) => agent.keywords);
        return c.json({ data: await Reference.keywordSuggestions.raw({ domainId, search: c.req.query("search"), extra }) }, 200);
      }),
  ),
);
