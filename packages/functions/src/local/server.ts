import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createApi } from "../api";
import { localSecurityHeaders } from "../api/security-headers";

/** The API under /api and the built dashboard everywhere else, with the SPA's index.html as fallback. */
export function createLocalApp(webDir: string) {
  const app = new Hono();
  // CloudFront adds these in the cloud; here every answer gets them, so the dashboard runs under its real CSP.
  const headers = localSecurityHeaders();
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  });
  app.route("/", createApi());
  app.all("/api/*", (c) => c.json({ code: "not_found", message: "Not found" }, 404));
  const root = relative(process.cwd(), webDir) || ".";
  app.use("/assets/*", serveStatic({ root, onFound: (_path, c) => c.header("cache-control", "public, max-age=31536000, immutable") }));
  app.use("/*", serveStatic({ root }));
  app.get("*", async (c) => {
    const index = join(webDir, "index.html");
    if (!existsSync(index)) return c.text("The dashboard is not built yet: run `npm run build`.", 503);
    return c.html(await readFile(index, "utf8"));
  });
  return app;
}

/**
 * Locally the queue workers share the API's process, so a render or a Lighthouse measurement can
 * hold its event loop for seconds. Node closes a keep-alive connection idle for 5 s by default, and
 * a timer that fires late closes it just as the browser reuses it (ECONNRESET); idle connections
 * are kept a minute instead, as a load balancer in front of a cloud API would.
 */
const KEEP_ALIVE_MS = 65_000;

export function listen(app: Hono, port: number): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: "0.0.0.0" }, () => resolve(server));
    if ("keepAliveTimeout" in server) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    }
  });
}
