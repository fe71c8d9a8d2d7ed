import { Optimization } from "@sitecrew/core/optimize";
import { Hono } from "hono";
import { readJson, takesJson, takesQuery } from "../../api/request";
import { type SessionEnv, signedIn } from "../../api/session";

/**
 * The blog optimization agent of the selected domain: its rewrites, and starting one per post.
 * Approving a rewrite goes through the approvals area.
 */
export const optimizerRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/blog-optimization", takesQuery(Optimization.list.schema), async (c) => c.json({ data: await Optimization.list.raw(c.req.query()) }, 200))
    .post("/blog-optimization", takesJson(Optimization.start.schema), async (c) => c.json(await Optimization.start.raw(await readJson(c)), 201)),
);
