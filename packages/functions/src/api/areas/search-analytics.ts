import { searchAnalytics } from "@sitecrew/core/search-console";
import { Hono } from "hono";
import { takesQuery } from "../request";
import { type SessionEnv, signedIn } from "../session";

/** Analytics' "Search results": what Search Console says each post earns, beside what the agents spent on it. */
export const searchAnalyticsRoutes = signedIn(
  new Hono<SessionEnv>().get("/analytics/:domainId/search", takesQuery(searchAnalytics.schema), async (c) =>
    c.json({ data: await searchAnalytics.raw(c.req.query(), c.req.param("domainId")) }, 200),
  ),
);
