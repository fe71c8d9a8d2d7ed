import { ChatRateLimited, ChatWidget, type Widget } from "@sitecrew/core/chat/widget";
import { LeaveLeadInput } from "@sitecrew/core/chat/leads/schema";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { clientIp, guardBody, readJson, takesJson } from "../../api/request";

type WidgetEnv = { Variables: { widget: Widget } };

/**
 * Finds the widget and answers only its own website's pages. CORS lives here, not in the API's
 * shared middleware: only these routes are called cross-origin, and only from each agent's own
 * site. An allowed origin gets its headers on errors too, so the widget can read what went wrong.
 */
const fromOwnSite = createMiddleware<WidgetEnv>(async (c, next) => {
  const widget = await ChatWidget.find(c.req.param("key") ?? "");
  const origin = ChatWidget.allowedOrigin(widget, c.req.header("origin"));
  c.header("access-control-allow-origin", origin);
  c.header("vary", "Origin");
  c.header("access-control-allow-methods", "GET, POST, OPTIONS");
  c.header("access-control-allow-headers", "content-type");
  c.header("access-control-max-age", "600");
  // Without it the browser hides Retry-After from the widget, which then cannot wait exactly as long as asked.
  c.header("access-control-expose-headers", "Retry-After");
  if (c.req.method === "OPTIONS") return c.body(null, 204);
  ChatWidget.assertActive(widget);
  c.set("widget", widget);
  await next();
  const error = c.error;
  if (error instanceof ChatRateLimited) c.header("retry-after", String(error.retryAfter));
});

/** What the chat widget on an owner's site calls: public, reached by the agent's widget key. */
export const widgetRoutes = new Hono().route(
  "/",
  new Hono<WidgetEnv>()
    // The body is checked behind the CORS headers, so the widget can read a 413 or 415 too.
    .use("/widget/:key/*", fromOwnSite, guardBody())
    .get("/widget/:key/config", (c) => c.json(ChatWidget.config(c.var.widget), 200))
    .post("/widget/:key/messages", takesJson(ChatWidget.message.schema), async (c) =>
      c.json(await ChatWidget.message.raw(await readJson(c), c.var.widget, clientIp(c)), 200),
    )
    .post("/widget/:key/leads", takesJson(LeaveLeadInput), async (c) => {
      // Few visitors leave an email: the leads (their mail, the owner's notice) load with the first one.
      const { ChatLeads } = await import("@sitecrew/core/chat/leads");
      return c.json(await ChatLeads.leave.raw(await readJson(c), c.var.widget, clientIp(c)), 200);
    }),
);
