import { Content } from "@sitecrew/core/content";
import { Hono } from "hono";
import { requireSession } from "../session";

/** The connected site's own data, read through the plugin. */
export const contentRoutes = new Hono()
  .get("/blog-agent-reference/:domainId/get_category", requireSession, async (c) =>
    c.json({ data: await Content.categories(c.req.param("domainId")) }, 200),
  )
  .get("/blog-agent-reference/:domainId/get_user", requireSession, async (c) =>
    c.json({ data: await Content.authors(c.req.param("domainId")) }, 200),
  )
  .get("/blog-agent-reference/:domainId/get_title", requireSession, async (c) =>
    c.json({ data: await Content.titles(c.req.param("domainId")) }, 200),
  )
  .get("/reference/helper/:domainId/get_content", requireSession, async (c) =>
    c.json({ data: await Content.items(c.req.param("domainId")) }, 200),
  )
  .get("/reference/helper/:domainId/get_title", requireSession, async (c) =>
    c.json({ data: await Content.titles(c.req.param("domainId")) }, 200),
  );
