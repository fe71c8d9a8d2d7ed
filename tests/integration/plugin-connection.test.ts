import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { call } from "../support/api";
import { signedHeaders } from "../../packages/core/src/site/signature";
import { addDomain, connectAs, pluginCall, configuration } from "../support/domains";
import { registeredUser } from "../support/users";

describe("plugin connection", () => {
  it("connects only the licensed site, www-insensitive, and marks the domain valid", async () => {
    const { token } = await registeredUser();
    const domain = await addDomain(token, "example.com");
    const verify = () => call("POST", "/license/is-verify", { token, body: { license_key: domain.license_key } });
    expect((await verify()).body).toEqual({ is_valid: false });

    const wrong = await connectAs(domain.license_key, "https://evil.example.net");
    expect(wrong.status).toBe(409);
    expect(wrong.body).toEqual({ code: "host_mismatch", message: "This licence key belongs to example.com, but this site is evil.example.net." });
    const wrongRest = await connectAs(domain.license_key, "https://example.com", "https://evil.example.net/wp-json/");
    expect(wrongRest.status).toBe(409);
    expect((await verify()).body).toEqual({ is_valid: false });

    const unknown = await connectAs("sck_not-a-real-key", "https://example.com");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("license_not_found");
    expect((await call("POST", "/plugin/connect", { body: { license_key: domain.license_key } })).status).toBe(400);

    const connected = await connectAs(domain.license_key, "https://www.example.com:8443", "https://www.example.com:8443/?rest_route=/");
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ domain_id: domain.id, domain_name: "https://example.com" });
    expect(connected.body.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await verify()).body).toEqual({ is_valid: true });
    const detail = (await call("GET", `/domain/${domain.id}`, { token })).body.data;
    expect(detail).toMatchObject({ is_valid: true, is_onboard: false, site: { name: "Test site", url: "https://www.example.com:8443" } });
  });

  it("a licence key of one user cannot connect or verify another user's domain", async () => {
    const owner = await registeredUser();
    const intruder = await registeredUser();
    const mine = await addDomain(owner.token, "mine.example.com");
    await addDomain(intruder.token, "theirs.example.com");
    expect((await connectAs(mine.license_key, "https://theirs.example.com")).status).toBe(409);
    await connectAs(mine.license_key, "https://mine.example.com");
    const asked = await call("POST", "/license/is-verify", { token: intruder.token, body: { license_key: mine.license_key } });
    expect(asked.body).toEqual({ is_valid: false });
  });

  it("authenticates the plugin's signed calls and refuses bad signatures, old timestamps and replays", async () => {
    const { token } = await registeredUser();
    const domain = await addDomain(token, "signed.example.com");
    const site = (await connectAs(domain.license_key, "https://signed.example.com")).body;

    const status = await pluginCall(site, "GET", "/plugin/status");
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ connected: true, domain_name: "https://signed.example.com", chat_widget: null });

    const forged = await pluginCall({ ...site, secret: "f".repeat(64) }, "GET", "/plugin/status");
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe("bad_signature");
    const old = await pluginCall(site, "GET", "/plugin/status", { now: Date.now() - 301_000 });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe("stale_request");
    const unsigned = await call("GET", "/plugin/status");
    expect(unsigned.status).toBe(401);

    const disconnected = await pluginCall(site, "POST", "/plugin/disconnect", { body: "{}" });
    expect(disconnected.status).toBe(200);
    expect(disconnected.body).toEqual({ connected: false });
    expect((await call("POST", "/license/is-verify", { token, body: { license_key: domain.license_key } })).body).toEqual({ is_valid: false });
    expect((await pluginCall(site, "GET", "/plugin/status")).status).toBe(404);
  });

  it("refuses a request sent a second time", async () => {
    const { token } = await registeredUser();
    const domain = await addDomain(token, "replay.example.com");
    const site = (await connectAs(domain.license_key, "https://replay.example.com")).body;
    const headers = signedHeaders(site.site_id, site.secret, { method: "GET", path: "/api/plugin/status", body: "" });
    expect((await call("GET", "/plugin/status", { headers })).status).toBe(200);
    const replay = await call("GET", "/plugin/status", { headers });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("replayed_request");
  });

  it("tells the plugin it is gone once the domain is removed or its key regenerated", async () => {
    const { token } = await registeredUser();
    const removed = await addDomain(token, "removed.example.com");
    const removedSite = (await connectAs(removed.license_key, "https://removed.example.com")).body;
    await call("DELETE", `/domain/${removed.id}`, { token });
    const afterRemoval = await pluginCall(removedSite, "GET", "/plugin/status");
    expect(afterRemoval.status).toBe(404);
    expect(afterRemoval.body.code).toBe("site_not_found");

    const rekeyed = await addDomain(token, "rekeyed.example.com");
    const rekeyedSite = (await connectAs(rekeyed.license_key, "https://rekeyed.example.com")).body;
    await call("POST", "/license/regenerate", { token, body: { domain_id: rekeyed.id } });
    expect((await pluginCall(rekeyedSite, "GET", "/plugin/status")).status).toBe(404);
    expect((await call("GET", `/domain/${rekeyed.id}`, { token })).body.data.is_valid).toBe(false);
  });
});

describe("onboarding a domain and reading its site", () => {
  it("is refused before the plugin connects, and fails clearly when the site does not answer", async () => {
    const { token } = await registeredUser();
    const domain = await addDomain(token, "offline.localhost");
    const early = await call("POST", `/domain/${domain.id}/onboard`, { token });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("setup_not_completed");
    const reference = await call("GET", `/blog-agent-reference/${domain.id}/get_category`, { token });
    expect(reference.status).toBe(409);

    // Port 9 (discard) has nothing listening: the connection is refused at once.
    await connectAs(domain.license_key, "http://offline.localhost:9", "http://offline.localhost:9/wp-json/");
    const unconfigured = await call("POST", `/domain/${domain.id}/onboard`, { token });
    expect(unconfigured.status).toBe(409);
    expect(unconfigured.body).toMatchObject({
      code: "configuration_required",
      message: "Complete the website configuration before onboarding this domain.",
    });
    await call("POST", "/onboarding", { token, body: configuration(domain.id) });
    const failed = await call("POST", `/domain/${domain.id}/onboard`, { token });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe("Connection Failed - Unable to proceed onboarding, make sure the plugin configured properly");
    expect((await call("GET", `/domain/${domain.id}`, { token })).body.data.is_onboard).toBe(false);
    for (const path of [
      `/blog-agent-reference/${domain.id}/get_category`,
      `/blog-agent-reference/${domain.id}/get_user`,
      `/blog-agent-reference/${domain.id}/get_title`,
      `/reference/helper/${domain.id}/get_content`,
      `/reference/helper/${domain.id}/get_title`,
    ]) {
      const reply = await call("GET", path, { token });
      expect(reply.status, path).toBe(502);
      expect(reply.body.message).toBe("The site did not answer. Check that the SiteCrew plugin is active and connected.");
    }
  });
});

describe("tenant isolation", () => {
  it("answers 404 for another user's domain everywhere", async () => {
    const owner = await registeredUser();
    const other = await registeredUser();
    const domain = await addDomain(owner.token, "private.example.com");
    await call("POST", "/onboarding", {
      token: owner.token,
      body: {
        userDomainId: domain.id,
        websiteName: "n",
        websiteNiche: "n",
        targetAudience: "a",
        websiteDescription: { purpose: "p", strongFeaturesAndBenefits: ["a", "b", "c"] },
        blogSuggestions: { keywords: ["a", "b", "c"], categories: ["a", "b", "c"] },
      },
    });
    const requests: Array<[string, string, unknown?]> = [
      ["GET", `/domain/${domain.id}`],
      ["DELETE", `/domain/${domain.id}`],
      ["POST", `/domain/${domain.id}/onboard`],
      ["POST", "/license/regenerate", { domain_id: domain.id }],
      ["GET", `/onboarding/${domain.id}`],
      ["GET", `/services-count/${domain.id}`],
      ["GET", `/blog-contents-count/${domain.id}`],
      ["GET", `/social-media-contents-count/${domain.id}`],
      ["GET", `/blog-agent-reference/${domain.id}/get_category`],
      ["GET", `/blog-agent-reference/${domain.id}/get_user`],
      ["GET", `/blog-agent-reference/${domain.id}/get_title`],
      ["GET", `/reference/helper/${domain.id}/get_content`],
      ["GET", `/reference/helper/${domain.id}/get_title`],
    ];
    for (const [method, path, body] of requests) {
      const reply = await call(method, path, { token: other.token, body });
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    const overwrite = await call("POST", "/onboarding", {
      token: other.token,
      body: {
        userDomainId: domain.id,
        websiteName: "x",
        websiteNiche: "x",
        targetAudience: "x",
        websiteDescription: { purpose: "x", strongFeaturesAndBenefits: ["x", "y", "z"] },
        blogSuggestions: { keywords: ["x", "y", "z"], categories: ["x", "y", "z"] },
      },
    });
    expect(overwrite.status).toBe(404);
    expect((await call("GET", "/domain", { token: other.token })).body.data).toEqual([]);
    expect((await call("GET", `/domain/${domain.id}`, { token: owner.token })).body.data.website_name).toBe("n");
    for (const path of ["/domain", `/domain/${domain.id}`, "/download-plugin"]) {
      expect((await call("GET", path)).status).toBe(401);
    }
  });
});

describe("plugin download", () => {
  it("is a zip of the plugin with this installation's API URL built in", async () => {
    const { token } = await registeredUser();
    const reply = await fetchZip(token);
    expect(reply.headers.get("content-type")).toBe("application/zip");
    expect(reply.headers.get("content-disposition")).toBe('attachment; filename="sitecrew-connector.zip"');
    const dir = await mkdtemp(join(tmpdir(), "plugin-zip-"));
    await writeFile(join(dir, "plugin.zip"), reply.bytes);
    // Unpacked with PHP's ZipArchive, as WordPress does when the zip is uploaded.
    execFileSync("php", [
      "-r",
      `$zip = new ZipArchive(); if ($zip->open($argv[1]) !== true || !$zip->extractTo($argv[2])) exit(1);`,
      join(dir, "plugin.zip"),
      dir,
    ]);
    const config = await readFile(join(dir, "sitecrew-connector/sitecrew-config.php"), "utf8");
    expect(config).toContain("define('SITECREW_API_URL', 'http://localhost:3000/api');");
    const main = await readFile(join(dir, "sitecrew-connector/sitecrew-connector.php"), "utf8");
    expect(main).toMatch(/Plugin Name:\s+SiteCrew Connector/);
  });
});

async function fetchZip(token: string) {
  const { createApi } = await import("../../packages/functions/src/api");
  const response = await createApi().request("/api/download-plugin", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return { headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
