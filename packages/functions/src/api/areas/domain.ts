import { Site } from "@sitecrew/core/site";
import { Counts } from "@sitecrew/core/site/counts";
import { PLUGIN_FILENAME, pluginZip } from "@sitecrew/core/site/plugin-package";
import { Hono } from "hono";
import { readJson, takesJson, takesQuery } from "../request";
import { type SessionEnv, signedIn } from "../session";

export const domainRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/domain", takesQuery(Site.list.schema), async (c) => c.json(await Site.list(c.req.query()), 200))
    .get("/domain/:id", async (c) => c.json({ data: await Site.detail(c.req.param("id")) }, 200))
    .delete("/domain/:id", async (c) => {
      // Removal reaches every agent's items; their modules load only for it.
      const { removeDomain } = await import("@sitecrew/core/removal/domain");
      return c.json({ data: await removeDomain(c.req.param("id")) }, 200);
    })
    .post("/domain/:id/onboard", async (c) => {
      // Asking the site for its health (the signed bridge) loads on the first onboarding, not with every domain page.
      const { onboardDomain } = await import("@sitecrew/core/site/onboard");
      return c.json({ data: await onboardDomain(c.req.param("id")) }, 200);
    })
    .post("/license/create", takesJson(Site.create.schema), async (c) => {
      const domain = await Site.create.raw(await readJson(c));
      // A site already in the account whose setup continues is not created again.
      return domain.resumed ? c.json({ data: domain }, 200) : c.json({ data: domain }, 201);
    })
    .post("/license/is-verify", takesJson(Site.verifyLicense.schema), async (c) => c.json(await Site.verifyLicense.raw(await readJson(c)), 200))
    .post("/license/regenerate", takesJson(Site.regenerateLicense.schema), async (c) =>
      c.json({ data: await Site.regenerateLicense.raw(await readJson(c)) }, 200),
    )
    .post("/onboarding", takesJson(Site.saveConfiguration.schema), async (c) => c.json({ data: await Site.saveConfiguration.raw(await readJson(c)) }, 200))
    .get("/onboarding", async (c) => c.json({ data: await Site.unfinished() }, 200))
    .get("/onboarding/:id", async (c) => c.json({ data: await Site.configuration(c.req.param("id")) }, 200))
    .get("/onboarding/:id/site-profile", async (c) => {
      // The WordPress bridge loads when the configuration form asks the site, not with every domain page.
      const { Content } = await import("@sitecrew/core/content");
      return c.json({ data: await Content.profile(c.req.param("id")) }, 200);
    })
    .get("/download-plugin", async (c) => {
      const archive = await pluginZip();
      return c.body(new Uint8Array(archive), 200, {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${PLUGIN_FILENAME}"`,
        "cache-control": "no-store",
      });
    })
    .get("/services-count/:domainId", async (c) => c.json({ data: await Counts.services(c.req.param("domainId")) }, 200)),
);
