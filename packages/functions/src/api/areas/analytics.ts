import { Analytics } from "@sitecrew/core/analytics";
import { Hono } from "hono";
import { takesQuery } from "../request";
import { type SessionEnv, signedIn } from "../session";

/** What a domain's agents produced and cost, per day in the owner's time zone, read from the daily counters. */
export const analyticsRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/analytics/:domainId/today", takesQuery(Analytics.today.schema), async (c) =>
      c.json({ data: await Analytics.today.raw(c.req.query(), c.req.param("domainId")) }, 200),
    )
    .get("/analytics/:domainId", takesQuery(Analytics.view.schema), async (c) =>
      c.json({ data: await Analytics.view.raw(c.req.query(), c.req.param("domainId")) }, 200),
    ),
);
