import { Connection } from "@sitecrew/core/site/connection";
import { type Context, Hono } from "hono";
import { readJson, takesJson } from "../request";

/** The signed request as the plugin sent it: the raw body is what the signature covers. */
async function signedBy(c: Context) {
  return Connection.authenticate({
    method: c.req.method,
    path: c.req.path,
    header: (name) => c.req.header(name),
    body: await c.req.text(),
  });
}

/** Called by the WordPress plugin, never by the dashboard: the licence key, then signatures, authenticate it. */
export const pluginRoutes = new Hono()
  .post("/plugin/connect", takesJson(Connection.connect.schema), async (c) => c.json(await Connection.connect.raw(await readJson(c)), 200))
  .get("/plugin/status", async (c) => c.json(await Connection.status(await signedBy(c)), 200))
  .post("/plugin/disconnect", async (c) => c.json(await Connection.disconnect(await signedBy(c)), 200));
