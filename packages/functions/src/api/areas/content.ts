import { Content } from "@sitecrew/core/content";
import { Hono } from "hono";
import { type SessionEnv, signedIn } from "../session";

/** The connected site's own data, read through the plugin. */
export const contentRoutes = new Hono().route(
  "/",
  signedIn(
    new Hono<SessionEnv>()
      .get("/blog-agent-reference/:domainId/get_category", async (c) => c.json({ data: await Content.categories(c.req.param("domainId")) }, 200))
      .get("/blog-agent-reference/:domainId/get_user", async (c) => c.json({ data: await Content.authors(c.req.param("domainId")) }, 200))
      .get("/blog-agent-reference/:domainId/get_title", async (c) => c.json({ data: await Content.titles(c.req.param("domainId")) }, 200))
      .get("/reference/helper/:domainId/get_content", async (c) => c.json({ data: await Content.items(c.req.param("domainId"), { fresh: true }) }, 200))
      .get("/reference/helper/:domainId/get_title", async (c) => c.json({ data: await Content.titles(c.req.param("domainId")) }, 200)),
  ),
);
