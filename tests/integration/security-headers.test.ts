import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { apiApp } from "../../packages/functions/src/api/app";
import { localSecurityHeaders } from "../../packages/functions/src/api/security-headers";
import { createLocalApp } from "../../packages/functions/src/local/server";

let app: Hono;

beforeAll(async () => {
  // A stand-in for the dashboard's build: the server serves whatever is in the folder.
  const web = await mkdtemp(join(tmpdir(), "sitecrew-web-"));
  await mkdir(join(web, "assets"));
  await writeFile(join(web, "index.html"), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  await writeFile(join(web, "assets", "app.js"), "export {};");
  app = createLocalApp(web);
});

const answers = {
  "the dashboard": { path: "/", status: 200 },
  "an asset": { path: "/assets/app.js", status: 200 },
  "a client-side route (the SPA fallback)": { path: "/dashboard", status: 200 },
  "an API answer": { path: "/api/balance", status: 401 },
  "an unknown API path": { path: "/api/no-such-thing", status: 404 },
};

describe("security headers on the local server", () => {
  for (const [what, { path, status }] of Object.entries(answers)) {
    it(`sends every header with ${what}`, async () => {
      const response = await app.request(path);
      expect(response.status).toBe(status);
      for (const [name, value] of Object.entries(localSecurityHeaders())) expect(response.headers.get(name), name).toBe(value);
    });
  }

  it("is a strict policy: no inline script or style, no framing, no plugins", () => {
    const csp = Object.fromEntries(
      localSecurityHeaders()
        ["Content-Security-Policy"]!.split(";")
        .map((part) => {
          const [name, ...sources] = part.trim().split(/\s+/);
          return [name, sources.join(" ")];
        }),
    );
    expect(csp["default-src"]).toBe("'self'");
    expect(csp["script-src"]).toBe("'self'");
    expect(csp["style-src"]).toBe("'self'");
    expect(csp["connect-src"]).toBe("'self'");
    expect(csp["frame-ancestors"]).toBe("'none'");
    expect(csp["object-src"]).toBe("'none'");
    expect(Object.values(csp).join(" ")).not.toMatch(/unsafe-|\*/);
    // The one other origin is the file store, for images and video only: never scripts or connections.
    const storage = new URL(String(process.env.AWS_ENDPOINT_URL_S3)).origin;
    expect(csp["img-src"]).toBe(`'self' data: blob: ${storage}`);
    expect(csp["media-src"]).toBe(`'self' ${storage}`);
    expect(
      Object.entries(csp)
        .filter(([, sources]) => /https?:/.test(String(sources)))
        .map(([name]) => name),
    ).toEqual(["img-src", "media-src"]);
    expect(localSecurityHeaders()["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
  });
});

describe("API caching", () => {
  it("marks API answers, errors included, as not to be stored", async () => {
    for (const path of ["/api/balance", "/api/no-such-thing"]) {
      expect((await app.request(path)).headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("keeps the caching a route chose for itself", async () => {
    const files = new Hono().get("/files/example", (c) => c.body("x", 200, { "cache-control": "public, max-age=60" }));
    expect((await apiApp(files).request("/api/files/example")).headers.get("cache-control")).toBe("public, max-age=60");
  });
});
