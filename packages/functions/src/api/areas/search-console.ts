import { SearchConsole, SearchConsoleAuth } from "@sitecrew/core/search-console";
import { CALLBACK_PATH } from "@sitecrew/core/search-console/schema";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { Resource } from "sst";
import { readJson, takesJson } from "../request";
import { type SessionEnv, signedIn } from "../session";

/**
 * The consent's state, kept in the browser that asked for it: the callback compares it with the
 * state Google hands back, so a consent link opened in someone else's browser connects nothing.
 */
const STATE_COOKIE = "sitecrew_search_console_state";
const CALLBACK_ROUTE = CALLBACK_PATH.replace(/^\/api/, "");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const dashboard = () => Resource.Site.url.replace(/\/+$/, "");

/** Back to the domain's page, which reads the outcome from its address and shows the property picker or the error. */
const domainPage = (domainId: string, outcome: Record<string, string>) =>
  `${dashboard()}/domain-manager/domain-detail/${encodeURIComponent(domainId)}?${new URLSearchParams(outcome).toString()}`;

const signedInRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/domain/:id/search-console", async (c) => c.json({ data: await SearchConsole.status(c.req.param("id")) }, 200))
    .put("/domain/:id/search-console", takesJson(SearchConsole.pick.schema), async (c) =>
      c.json({ data: await SearchConsole.pick.raw(await readJson(c), c.req.param("id")) }, 200),
    )
    .delete("/domain/:id/search-console", async (c) => c.json({ data: await SearchConsole.disconnect(c.req.param("id")) }, 200))
    .post("/domain/:id/search-console/connect", async (c) => {
      const { url, state } = await SearchConsoleAuth.consentUrl(c.req.param("id"));
      setCookie(c, STATE_COOKIE, state, {
        path: CALLBACK_PATH,
        httpOnly: true,
        secure: Resource.Site.url.startsWith("https:"),
        // Lax: the cookie comes along when Google's page sends the browser back here.
        sameSite: "Lax",
        maxAge: 10 * 60,
      });
      return c.json({ data: { url } }, 200);
    })
    .get("/domain/:id/search-console/properties", async (c) => c.json({ data: await SearchConsole.properties(c.req.param("id")) }, 200))
    .post("/domain/:id/search-console/sync", async (c) => c.json({ data: await SearchConsole.syncNow(c.req.param("id")) }, 202)),
);

/** Connecting a domain to Google Search Console, picking its property, syncing and disconnecting. */
export const searchConsoleRoutes = new Hono()
  // Public: the browser arrives from Google's consent page without the dashboard's token.
  .get(CALLBACK_ROUTE, async (c) => {
    const browserState = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: CALLBACK_PATH });
    const result = await SearchConsoleAuth.complete(c.req.query(), browserState);
    if (result.ok) return c.redirect(domainPage(result.domainId, { search_console: "connected" }), 302);
    if (result.domainId) return c.redirect(domainPage(result.domainId, { search_console: "error", message: result.error }), 302);
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Search Console was not connected</title></head>
<body><main><h1>Search Console was not connected</h1><p>${escapeHtml(result.error)}</p><p><a href="${escapeHtml(dashboard())}/domain-manager">Back to your domains</a></p></main></body></html>`,
      400,
    );
  })
  .route("/", signedInRoutes);
