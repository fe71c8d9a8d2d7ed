import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Counter } from "../../packages/core/src/db/counter";
import { call } from "../support/api";
import { addDomain, configuration, connectAs } from "../support/domains";
import { registeredUser } from "../support/users";

const DUPLICATE = "This domain is already in your account.";

let server: Server;
let port: number;
/** The home URL each posing plugin reports in its health answer, by host. */
const homes = new Map<string, string>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const host = (request.headers.host ?? "").replace(/:\d+$/, "");
    request.resume();
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        ok: true,
        site_name: "Posing site",
        site_url: homes.get(host) ?? `http://${host}:${port}`,
        wordpress_version: "6.1.9",
        plugin_version: "1.3.0",
        counts: { posts: 2, pages: 1, categories: 1 },
        seo: { yoast: false, rankmath: false },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const create = (token: string, domain_name: string) => call("POST", "/license/create", { token, body: { domain_name } });

let hosts = 0;
const uniqueHost = () => `resume-${++hosts}-${Date.now().toString(36)}.localhost`;

describe("onboarding resumes an unfinished domain", () => {
  it("continues a pending domain entered again, at the step it reached, instead of refusing it", async () => {
    const { token, userId } = await registeredUser();
    const first = await create(token, "garden.example.com");
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ resumed: false, onboarding_step: 2, is_valid: false });

    for (const again of ["garden.example.com", "https://www.garden.example.com/", "GARDEN.EXAMPLE.COM"]) {
      const reply = await create(token, again);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        id: first.body.data.id,
        domain_name: "https://garden.example.com",
        license_key: first.body.data.license_key,
        resumed: true,
        onboarding_step: 2,
      });
    }
    expect(await Counter.read(userId, "domains")).toBe(1);

    // Connected, the setup continues at the configuration.
    expect((await connectAs(first.body.data.license_key, "https://garden.example.com")).status).toBe(200);
    const connected = await create(token, "garden.example.com");
    expect(connected.status).toBe(200);
    expect(connected.body.data).toMatchObject({ id: first.body.data.id, is_valid: true, resumed: true, onboarding_step: 4 });
  });

  it("still refuses a finished (onboarded) domain, and keeps its key", async () => {
    const { token } = await registeredUser();
    const host = uniqueHost();
    const domain = await addDomain(token, host);
    expect((await connectAs(domain.license_key, `http://${host}:${port}`)).status).toBe(200);
    expect((await call("POST", "/onboarding", { token, body: configuration(domain.id) })).status).toBe(200);
    expect((await call("POST", `/domain/${domain.id}/onboard`, { token })).status).toBe(200);

    const reply = await create(token, host);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ code: "duplicate_domain", message: DUPLICATE, fields: { domain_name: DUPLICATE } });
    // Regenerating the key does not make an onboarded domain unfinished again.
    expect((await call("POST", "/license/regenerate", { token, body: { domain_id: domain.id } })).status).toBe(200);
    expect((await create(token, host)).status).toBe(409);
  });

  it("lists the account's unfinished domains, newest first, with their steps; finished ones and other owners' stay out", async () => {
    const { token } = await registeredUser();
    const stranger = await registeredUser();
    expect((await call("GET", "/onboarding", { token })).body).toEqual({ data: [] });

    const waiting = await addDomain(token, "waiting.example.com");
    const connectedHost = uniqueHost();
    const connected = await addDomain(token, connectedHost);
    expect((await connectAs(connected.license_key, `http://${connectedHost}:${port}`)).status).toBe(200);
    const finishedHost = uniqueHost();
    const finished = await addDomain(token, finishedHost);
    await connectAs(finished.license_key, `http://${finishedHost}:${port}`);
    await call("POST", "/onboarding", { token, body: configuration(finished.id) });
    expect((await call("POST", `/domain/${finished.id}/onboard`, { token })).status).toBe(200);
    await addDomain(stranger.token, "stranger.example.com");

    const reply = await call("GET", "/onboarding", { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      { id: connected.id, domain_name: `https://${connectedHost}`, is_valid: true, onboarding_step: 4, created_at: expect.any(String) },
      { id: waiting.id, domain_name: "https://waiting.example.com", is_valid: false, onboarding_step: 2, created_at: expect.any(String) },
    ]);
    expect((await call("GET", "/onboarding")).status).toBe(401);
  });
});

describe("the site's own address", () => {
  it("is what the plugin reported, with its scheme and port, and follows the site's health answer at onboarding", async () => {
    const { token } = await registeredUser();
    const host = uniqueHost();
    const domain = await addDomain(token, host);
    const before = await call("GET", `/domain/${domain.id}`, { token });
    expect(before.body.data).toMatchObject({ domain_name: `https://${host}`, site: null });

    await connectAs(domain.license_key, `http://${host}:${port}`);
    const connected = await call("GET", `/domain/${domain.id}`, { token });
    expect(connected.body.data.site.url).toBe(`http://${host}:${port}`);

    homes.set(host, `https://www.${host}:8443/blog`);
    await call("POST", "/onboarding", { token, body: configuration(domain.id) });
    expect((await call("POST", `/domain/${domain.id}/onboard`, { token })).status).toBe(200);
    expect((await call("GET", `/domain/${domain.id}`, { token })).body.data.site.url).toBe(`https://www.${host}:8443/blog`);
  });

  it("keeps the connected address when the health answer names another site", async () => {
    const { token } = await registeredUser();
    const host = uniqueHost();
    const domain = await addDomain(token, host);
    await connectAs(domain.license_key, `http://${host}:${port}`);
    homes.set(host, "https://elsewhere.example.net");
    await call("POST", "/onboarding", { token, body: configuration(domain.id) });
    expect((await call("POST", `/domain/${domain.id}/onboard`, { token })).status).toBe(200);
    expect((await call("GET", `/domain/${domain.id}`, { token })).body.data.site.url).toBe(`http://${host}:${port}`);
  });
});

describe("languages the setup can write in", () => {
  it("offers every language, those the offline writer lacks disabled with the reason", async () => {
    const { token } = await registeredUser();
    const reply = await call("GET", "/reference/Languages", { token });
    expect(reply.status).toBe(200);
    const byId = new Map(reply.body.data.map((language: { id: string }) => [language.id, language]));
    expect(reply.body.data).toHaveLength(22);
    for (const id of ["en-US", "de-DE", "es-ES", "fr-FR"]) expect(byId.get(id)).toMatchObject({ available: true, reason: null });
    expect(byId.get("ja-JP")).toEqual({
      id: "ja-JP",
      code: "ja-JP",
      name: "Japanese (Japan)",
      available: false,
      reason: "Needs an AI provider to write in this language",
    });
  });
});
