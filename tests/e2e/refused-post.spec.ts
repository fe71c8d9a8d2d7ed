import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { blogAgentForm } from "../support/blog";
import { DESKTOP, expectAccessible, selectDomain, signedInOwner, topUp } from "./support";

/**
 * A site that refuses what the blog agent wrote: the run keeps the post and its credits, Activity
 * says "Written, not published" with the site's reason, and Publish again sends the same post once
 * the site takes it.
 */

const PASSWORD = "Correct-Horse-42";
const REFUSAL = "New posts are switched off on this site.";

/** The SiteCrew plugin's routes as a site answers them, refusing new posts while `refuse` holds. */
async function posingPlugin() {
  const state = { refuse: true, posts: 0 };
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      const json = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (path.endsWith("/sitecrew/v1/content")) return json(200, []);
      if (request.method === "POST" && path.endsWith("/sitecrew/v1/posts")) {
        if (state.refuse) return json(400, { code: "rest_forbidden", message: REFUSAL });
        state.posts++;
        return json(200, { id: 700 + state.posts, url: `http://example.com/?p=${700 + state.posts}`, status: "publish" });
      }
      return json(404, { code: "rest_no_route", message: "No route." });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { state, port: (server.address() as AddressInfo).port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test("a post the site refused is kept, shown as written but not published, and published again for free", async ({ page }) => {
  const plugin = await posingPlugin();
  try {
    await page.setViewportSize(DESKTOP);
    const email = await signedInOwner(page, "refused", PASSWORD);
    const host = `refused-${randomUUID().slice(0, 8)}.localhost`;

    // The owner's session for the API calls a site and the agent's form would make.
    const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const created = await page.request.post("/api/license/create", { data: { domain_name: host }, headers: auth });
    const domain = (await created.json()).data;
    const connected = await page.request.post("/api/plugin/connect", {
      data: {
        license_key: domain.license_key,
        site_url: `http://${host}:${plugin.port}`,
        rest_url: `http://${host}:${plugin.port}/wp-json/`,
        site_name: "Refusing",
        plugin_version: "1.4.0",
        wordpress_version: "6.6",
      },
    });
    expect(connected.status(), await connected.text()).toBe(200);
    await page.reload();
    await selectDomain(page, host);
    await topUp(page, 100);

    const agent = await page.request.post("/api/blog-agent", { data: blogAgentForm(domain.id, { status: "publish" }), headers: auth });
    expect(agent.status(), await agent.text()).toBe(201);
    const started = await page.request.post(`/api/blog-agent/${(await agent.json()).data.id}/run`, { headers: auth });
    const runId = (await started.json()).data.id as string;
    await expect
      .poll(async () => (await (await page.request.get(`/api/runs/${runId}`, { headers: auth })).json()).data.status, { timeout: 60_000 })
      .toBe("succeeded");

    await test.step("Activity lists the run as written, not published, with the site's reason", async () => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Activity" }).click();
      const row = page.getByRole("row").filter({ hasText: REFUSAL });
      await expect(row.getByText("Written, not published")).toBeVisible();
      await expect(row).toContainText("charged");
      await row.getByRole("link", { name: /Blog post/ }).click();
      await expect(page).toHaveURL(new RegExp(`/activity/${runId}$`));
    });

    await test.step("the run's page says what happened and is accessible", async () => {
      await expect(page.getByRole("heading", { name: "Written, not published" })).toBeVisible();
      await expect(page.getByText(REFUSAL).first()).toBeVisible();
      await expect(page.getByText(/there is no charge for that/)).toBeVisible();
      await expectAccessible(page, "a run whose post the site refused");
    });

    await test.step("Publish again says the site refused it again while it still does", async () => {
      await page.getByRole("button", { name: "Publish again" }).click();
      await expect(page.getByText("Your site refused it again")).toBeVisible();
      await expect(page.getByRole("button", { name: "Publish again" })).toBeEnabled();
    });

    await test.step("once the site takes posts, Publish again puts the same post live, for free", async () => {
      const balance = await page.getByTestId("credits-balance").textContent();
      plugin.state.refuse = false;
      await page.getByRole("button", { name: "Publish again" }).click();
      await expect(page.getByText("Sent to your site")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Written, not published" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: /View post/ }).first()).toHaveAttribute("href", "http://example.com/?p=701");
      await expect(page.getByTestId("credits-balance")).toHaveText(balance!);
      expect(plugin.state.posts).toBe(1);
    });
  } finally {
    await plugin.stop();
  }
});
