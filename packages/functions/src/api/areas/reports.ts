import { LINK_DAYS, type LinkRefusal, WeeklyReports } from "@sitecrew/core/report";
import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { readJson, takesForm, takesJson } from "../request";
import { type SessionEnv, signedIn } from "../session";

// The dashboard's CSP allows no inline style: these pages keep to plain, well-formed HTML.
const page = (title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>${title} - SiteCrew</title>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;

/** Opening the link only asks: mail scanners open links too, and the button is what a person presses. */
const confirmPage = (action: string) =>
  page(
    "Unsubscribe from the weekly report",
    html`<h1>Unsubscribe from the weekly report?</h1>
      <p>You will stop receiving the SiteCrew weekly report, the Monday email about what your agents did. Other emails about your account still arrive.</p>
      <form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>
      <p>Changed your mind? Close this page and nothing changes.</p>`,
  );

const UNSUBSCRIBED = page(
  "Unsubscribed",
  html`<h1>You are unsubscribed</h1>
    <p>You will no longer receive the weekly report. You can turn it back on from your <a href="/profile">profile</a>.</p>`,
);

const REFUSED = page(
  "Link invalid or expired",
  html`<h1>This link is invalid or has expired</h1>
    <p>An unsubscribe link works for ${LINK_DAYS} days, exactly as it was sent.</p>
    <p><a href="/profile">Sign in and change the weekly report setting on your profile</a>.</p>`,
);

const refused = (c: Context, reason: LinkRefusal) => c.html(REFUSED, reason === "expired" ? 410 : 400);

const linkOf = (c: Context) => ({ u: c.req.query("u"), t: c.req.query("t"), s: c.req.query("s") });

const signedInRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/reports/weekly/preview", async (c) => c.json({ data: await WeeklyReports.preview() }, 200))
    .put("/reports/weekly/settings", takesJson(WeeklyReports.settings.schema), async (c) =>
      c.json({ data: await WeeklyReports.settings.raw(await readJson(c)), message: "Weekly report settings saved." }, 200),
    ),
);

/** The weekly report: its preview and settings for the owner, and the email's unsubscribe link, which needs no sign-in. */
export const reportRoutes = new Hono()
  .get("/reports/weekly/unsubscribe", async (c) => {
    const target = await WeeklyReports.unsubscribeTarget(linkOf(c));
    if (typeof target === "string") return refused(c, target);
    const { pathname, search } = new URL(c.req.url);
    return c.html(confirmPage(pathname + search), 200);
  })
  // The page's button, and RFC 8058's one-click POST from mail clients: the signed link is the authority, the body says nothing more.
  .post("/reports/weekly/unsubscribe", takesForm, async (c) => {
    const outcome = await WeeklyReports.unsubscribe(linkOf(c));
    return outcome === "unsubscribed" ? c.html(UNSUBSCRIBED, 200) : refused(c, outcome);
  })
  .route("/", signedInRoutes);
