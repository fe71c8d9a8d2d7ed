import { Site } from "@sitecrew/core/site";
import { Counts } from "@sitecrew/core/site/counts";
import { onboardDomain } from "@sitecrew/core/site/onboard";
import { PLUGIN_FILENAME, pluginZip } from "@sitecrew/core/site/plugin-package";
import { Hono } from "hono";
import { readJson } from "../request";
import { requireSession } from "../session";

export const domainRoutes = new Hono()
  .get("/domain", requireSession, async (c) => c.json(await Site.list(c.req.query()), 200))
  .get("/domain/:id", requireSession, async (c) => c.json({ data: await Site.detail(c.req.param("id")) }, 200))
  .delete("/domain/:id", requireSession, async (c) => c.json({ data: await Site.remove(c.req.param("id")) }, 200))
  .post("/domain/:id/onboard", requireSession, async (c) => c.json({ data: await onboardDomain(c.req.param("id")) }, 200))
  .post("/license/create", requireSession, async (c) => c.json({ data: await Site.create(await readJson(c)) }, 201))
  .post("/license/is-verify", requireSession, async (c) => c.json(await Site.verifyLicense(await readJson(c)), 200))
  .post("/license/regenerate", requireSession, async (c) => c.json({ data: await Site.regenerateLicense(await readJson(c)) }, 200))
  .post("/onboarding", requireSession, async (c) => c.json({ data: await Site.saveConfiguration(await readJson(c)) }, 200))
  .get("/onboarding/:id", requireSession, async (c) => c.json({ data: await Site.configuration(c.req.param("id")) }, 200))
  .get("/download-plugin", requireSession, async (c) => {
    const archive = await pluginZip();
    return c.body(new Uint8Array(archive), 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${PLUGIN_FILENAME}"`,
      "cache-control": "no-store",
    });
  })
  .get("/services-count/:domainId", requireSession, async (c) => c.json({ data: await Counts.services(c.req.param("domainId")) }, 200))
  .get("/blog-contents-count/:domainId", requireSession, async (c) =>
    c.json({ data: await Counts.blogContents(c.req.param("domainId")) }, 200),
  )
  .get("/social-media-contents-count/:domainId", requireSession, async (c) =>
    c.json({ data: await Counts.socialContents(c.req.param("domainId")) }, 200),
  );
