import { Auditor } from "@sitecrew/core/audit";
import { Hono } from "hono";
import { readJson, takesJson, takesQuery } from "../../api/request";
import { type SessionEnv, signedIn } from "../../api/session";

/** The website SEO auditor of the selected domain: the form's choices, the audits and their reports. */
export const auditorRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/blog-auditor/options", takesQuery(Auditor.options.schema), async (c) => c.json({ data: await Auditor.options.raw(c.req.query()) }, 200))
    .get("/blog-auditor", takesQuery(Auditor.list.schema), async (c) => c.json({ data: await Auditor.list.raw(c.req.query()) }, 200))
    .post("/blog-auditor", takesJson(Auditor.create.schema), async (c) => c.json(await Auditor.create.raw(await readJson(c)), 201))
    .get("/blog-auditor/:id", async (c) => c.json({ data: await Auditor.get(c.req.param("id")) }, 200))
    .post("/blog-auditor/:id/run", async (c) => c.json(await Auditor.runAgain(c.req.param("id")), 202))
    .delete("/blog-auditor/:id", async (c) => c.json({ data: await Auditor.remove(c.req.param("id")) }, 200)),
);
