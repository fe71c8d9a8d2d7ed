import { Analytics } from "@sitecrew/core/analytics";
import { AnalyticsInput, TodayInput } from "@sitecrew/core/analytics/schema";
import { Hono } from "hono";
import { takesQuery } from "../request";
import { type SessionEnv, signedIn } from "../session";

/** What a domain's agents produced and cost, per day in the owner's time zone, read from the daily counters. */
export const analyticsRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/analytics/:domainId/today", takesQuery(TodayInput), async (c) =>
      c.json({ data: await Analytics.today(c.req.param("domainId"), c.req.query()) }, 200),
    )
    .get("/analytics/:domainId", takesQuery(AnalyticsInput), async (c) =>
      c.json({ data: await Analytics.view(c.req.param("domainId"), c.req.query()) }, 200),
    ),
);
