import { CompetitorsInput } from "@sitecrew/core/audit/schema";
import { Hono } from "hono";
import { readJson, takesJson } from "../../api/request";
import { type SessionEnv, signedIn } from "../../api/session";

// The auditor's module loads when competitors are first read, not with every domain page.
const competitors = async () => (await import("@sitecrew/core/audit/competitors")).Competitors;

/** A domain's competitor sites, what its SEO audits compare it with. */
export const competitorRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/domain/:id/competitors", async (c) => c.json(await (await competitors()).get(c.req.param("id")), 200))
    .put("/domain/:id/competitors", takesJson(CompetitorsInput), async (c) =>
      c.json(await (await competitors()).put.raw(await readJson(c), c.req.param("id")), 200),
    ),
);
