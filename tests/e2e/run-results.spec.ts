import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { blogAgentForm } from "../support/blog";
import { DESKTOP, expectAccessible, selectDomain, signedInOwner, topUp } from "./support";

/**
 * Every succeeded run leads to what it made: Activity's row and the run's page link the live post
 * (or the approval a draft waits in), the dashboard's tiles lead to what their counts count, and the
 * Approved tab links each item to what went live. Runs say how they started and who wrote them.
 */

const PASSWORD = "Correct-Horse-42";
/** What the offline writer's work says about itself wherever it is listed. */
const SAMPLE_TEXT = "Sample text from the offline writer: set an AI provider for posts worth publishing";

/** The SiteCrew plugin's routes as a site answers them: posts made, drafts published when approved. */
async function posingPlugin() {
  let made = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      const json = (status: number, answer: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
      if (path.endsWith("/sitecrew/v1/content")) return json(200, []);
      if (request.method === "POST" && path.endsWith("/sitecrew/v1/posts")) {
        made++;
        const status = (JSON.parse(body) as { status?: string }).status ?? "publish";
        return json(200, { id: 700 + made, url: `http://example.com/?p=${700 + made}`, status });
      }
      const update = /\/sitecrew\/v1\/posts\/(\d+)$/.exec(path);
      if (request.method === "POST" && update) return json(200, { id: Number(update[1]), url: `http://example.com/?p=${update[1]}`, status: "publish" });
      return json(404, { code: "rest_no_route", message: "No route." });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function runToSuccess(page: Page, auth: Record<string, string>, agentId: string) {
  const started = await page.request.post(`/api/blog-agent/${agentId}/run`, { headers: auth });
  const runId = (await started.json()).data.id as string;
  await expect
    .poll(async () => (await (await page.request.get(`/api/runs/${runId}`, { headers: auth })).json()).data.status, { timeout: 60_000 })
    .toBe("succeeded");
  return runId;
}

test("a succeeded run leads to what it made from Activity, the dashboard and the Approved tab", async ({ page }) => {
  test.setTimeout(180_000);
  const plugin = await posingPlugin();
  try {
    await page.setViewportSize(DESKTOP);
    const email = await signedInOwner(page, "results", PASSWORD);
    const host = `results-${randomUUID().slice(0, 8)}.localhost`;
    const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const domain = (await (await page.request.post("/api/license/create", { data: { domain_name: host }, headers: auth })).json()).data;
    const connected = await page.request.post("/api/plugin/connect", {
      data: {
        license_key: domain.license_key,
        site_url: `http://${host}:${plugin.port}`,
        rest_url: `http://${host}:${plugin.port}/wp-json/`,
        site_name: "Results",
        plugin_version: "1.4.0",
        wordpress_version: "6.6",
      },
    });
    expect(connected.status(), await connected.text()).toBe(200);
    await page.reload();
    await selectDomain(page, host);
    await topUp(page, 100);

    const addAgent = async (name: string, status: string) => {
      const agent = await page.request.post("/api/blog-agent", { data: blogAgentForm(domain.id, { name, status }), headers: auth });
      expect(agent.status(), await agent.text()).toBe(201);
      return (await agent.json()).data.id as string;
    };
    const liveAgent = await addAgent("Live herbs", "publish");
    const published = await runToSuccess(page, auth, liveAgent);
    const draft = await runToSuccess(page, auth, await addAgent("Draft herbs", "draft"));

    await test.step("Activity's rows say how each run started, who wrote it, and lead to the post or its approval", async () => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Activity" }).click();
      const rows = page.getByTestId("run-row");
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all()) {
        await expect(row).toContainText("Run now");
        await expect(row).toContainText("Offline writer");
        await expect(row).toContainText(SAMPLE_TEXT);
        await expect(row).not.toContainText("Not chosen yet");
      }
      await expect(page.getByRole("link", { name: "View post (opens in a new tab)" })).toHaveAttribute("href", "http://example.com/?p=701");
      await expect(page.getByRole("link", { name: "Review approval" })).toHaveAttribute("href", "/approvals");
      await expectAccessible(page, "Activity with a published post and a draft");
    });

    await test.step("the run's page leads to the live post", async () => {
      await page.goto(`/activity/${published}`);
      await expect(page.getByText("Started by")).toBeVisible();
      await expect(page.getByRole("link", { name: "View post (opens in a new tab)" }).first()).toHaveAttribute("href", "http://example.com/?p=701");
      await expect(page.locator(".detail-list").last()).toContainText("Offline writer");
      await expect(page.getByRole("main")).toContainText(SAMPLE_TEXT);
      await expectAccessible(page, "a published post's run");
    });

    await test.step("a draft's run leads to Approvals, and once approved to the post that went live", async () => {
      await page.goto(`/activity/${draft}`);
      await page.getByRole("link", { name: "Review approval" }).first().click();
      await expect(page).toHaveURL(/\/approvals$/);
      await expect(page.getByRole("main")).toContainText(SAMPLE_TEXT);
      await page.getByRole("button", { name: /^Approve / }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
      await expect(page.getByText("The post is live on your site.")).toBeVisible({ timeout: 15_000 });
      await page.getByRole("navigation", { name: "Approval status" }).getByRole("link", { name: "Approved" }).click();
      await expect(page.getByRole("link", { name: /^View post \(.+\) \(opens in a new tab\)$/ })).toHaveAttribute("href", "http://example.com/?p=702");
      await expectAccessible(page, "the Approved tab");
      await page.goto(`/activity/${draft}`);
      await expect(page.getByRole("link", { name: "View post (opens in a new tab)" }).first()).toHaveAttribute("href", "http://example.com/?p=702");
    });

    await test.step("the agent's generated posts say the offline writer wrote them", async () => {
      await page.goto(`/add-service/view-blog-content/${liveAgent}`);
      await expect(page.getByTestId("blog-post-row").first()).toContainText(SAMPLE_TEXT);
    });

    await test.step("the dashboard's tiles lead to what their counts count", async () => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
      await expectAccessible(page, "the dashboard with linked tiles");
      await page.getByRole("link", { name: "Blog Content Posted" }).click();
      await expect(page).toHaveURL(/\/activity\?.*kind=blog/);
      await expect(page).toHaveURL(/status=succeeded/);
      await expect(page.getByTestId("run-row")).toHaveCount(2);
    });
  } finally {
    await plugin.stop();
  }
});
