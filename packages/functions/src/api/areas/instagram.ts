import { InstagramAccounts, InstagramAuth, type SignInResult } from "@sitecrew/core/instagram";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { Resource } from "sst";
import { type SessionEnv, signedIn } from "../session";

/**
 * The sign-in's state, kept in the browser that asked for it: the callback compares it with the
 * state Instagram hands back, so a consent link opened in someone else's browser links nothing.
 */
const STATE_COOKIE = "sitecrew_instagram_state";
const CALLBACK_PATH = "/api/instagram/callback";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
// Inside a <script> element only "</script" could end it early; \u003c keeps the JSON intact.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The popup's last page: what happened, for the owner and (as data) for the dashboard that opened it. */
function callbackPage(result: SignInResult) {
  const message = result.ok ? { type: "INSTAGRAM_AUTH_SUCCESS", account: result.account } : { type: "INSTAGRAM_AUTH_ERROR", error: result.error };
  const heading = result.ok ? "Instagram connected" : "Instagram was not connected";
  const detail = result.ok ? `@${result.account.username} is linked to your domain.` : result.error;
  const dashboard = new URL(Resource.Site.url).origin;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${heading}</title></head>
<body><main><h1>${heading}</h1><p>${escapeHtml(detail)}</p><p>You can close this window.</p></main>
<script type="application/json" id="instagram-result" data-origin="${escapeHtml(dashboard)}">${scriptJson(message)}</script>
<script src="${CALLBACK_PATH}.js"></script></body></html>`;
}

// Served from this origin: the dashboard's CSP runs scripts from 'self' only, never inline.
const CALLBACK_SCRIPT = `(function () {
  var element = document.getElementById("instagram-result");
  if (!element || !window.opener) return;
  window.opener.postMessage(JSON.parse(element.textContent || "{}"), element.getAttribute("data-origin"));
  window.close();
})();
`;

const signedInRoutes = signedIn(
  new Hono<SessionEnv>()
    .get("/instagram/auth-url/:domainId", async (c) => {
      const { url, state } = await InstagramAuth.authUrl(c.req.param("domainId"));
      setCookie(c, STATE_COOKIE, state, {
        path: CALLBACK_PATH,
        httpOnly: true,
        secure: Resource.Site.url.startsWith("https:"),
        // Lax: the cookie comes along when Instagram's page sends the popup back here.
        sameSite: "Lax",
        maxAge: 10 * 60,
      });
      return c.json({ url }, 200);
    })
    .get("/instagram/accounts/:domainId", async (c) => c.json({ data: await InstagramAccounts.list(c.req.param("domainId")) }, 200))
    .delete("/instagram/accounts/:instagramId", async (c) => c.json({ data: await InstagramAccounts.unlink(c.req.param("instagramId")) }, 200)),
);

/** Linking Instagram accounts to the owner's domains through Instagram's own sign-in, and unlinking them. */
export const instagramRoutes = new Hono()
  // Public: the popup arrives from Instagram's consent page without the dashboard's token.
  .get("/instagram/callback", async (c) => {
    const browserState = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: CALLBACK_PATH });
    const result = await InstagramAuth.complete(c.req.query(), browserState);
    return c.html(callbackPage(result), result.ok ? 200 : 400);
  })
  .get("/instagram/callback.js", (c) =>
    c.body(CALLBACK_SCRIPT, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
    }),
  )
  .route("/", signedInRoutes);
