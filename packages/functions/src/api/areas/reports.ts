import { WeeklyReports } from "@sitecrew/core/report";
import { Hono } from "hono";
import { readJson, takesJson } from "../request";
import { type SessionEnv, signedIn } from "../session";

const UNSUBSCRIBED = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribed - SiteCrew</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1>You are unsubscribed</h1><p>You will no longer receive the weekly report. You can turn it back on from your profile.</p></main>
</body></html>`;

const signedInRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/reports/weekly/preview", async (c) => c.json({ data: await WeeklyReports.preview() }, 200))
    .put("/reports/weekly/settings", takesJson(WeeklyReports.settings.schema), async (c) =>
      c.json({ data: await WeeklyReports.settings.raw(await readJson(c)), message: "Weekly report settings saved." }, 200),
    ),
);

/** The weekly report: its preview and settings for the owner, and the email's one-click unsubscribe link, which needs no sign-in. */
export const reportRoutes = new Hono()
  .get("/reports/weekly/unsubscribe", async (c) => {
    await WeeklyReports.unsubscribe(c.req.query("u"), c.req.query("s"));
    return c.html(UNSUBSCRIBED, 200);
  })
  // RFC 8058's one-click unsubscribe: mail clients post to the same link.
  .post("/reports/weekly/unsubscribe", async (c) => {
    await WeeklyReports.unsubscribe(c.req.query("u"), c.req.query("s"));
    return c.json({ message: "You will no longer receive the weekly report." }, 200);
  })
  .route("/", signedInRoutes);
