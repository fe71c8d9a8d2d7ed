import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { blogAgentForm } from "../support/blog";
import { textPdf } from "../support/pdfs";
import { addSiteAndSelect, DESKTOP, expectAccessible, selectDomain, signedInOwner, topUp } from "./support";

/**
 * The weekly report in the dashboard: the profile switches it and sets its zone, and the preview shows the
 * coming report, a quiet week as such and a busy one with links into the dashboard.
 */

const PASSWORD = "Correct-Horse-42";
const SAVED = "Weekly report settings saved.";
const GAP = "Do you ship olive trees to Norway?";
const VISITOR = "visitor@example.org";

const auth = async (page: Page) => ({ authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` });

/**
 * The preview is the coming report: from Monday's midnight to 08:00 that is the past week's, which the activity a test
 * makes now is not in. Then the owner's zone is one where it is still Sunday, and the week holding now is the coming one.
 */
async function inTheComingReportsWeek(page: Page) {
  const now = new Date();
  if (now.getUTCDay() !== 1 || now.getUTCHours() >= 9) return;
  const saved = await page.request.put("/api/reports/weekly/settings", { headers: await auth(page), data: { time_zone: "Pacific/Honolulu" } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * A chat agent grounded on a PDF (reading it spends credits), asked something it does not know through its
 * widget, after which the visitor leaves the question and an address, as the widget's lead form does.
 */
async function chatActivity(page: Page, host: string) {
  const headers = await auth(page);
  const domains = (await (await page.request.get("/api/domain?limit=100", { headers })).json()).data as { id: string; domain_name: string }[];
  const domainId = domains.find((domain) => domain.domain_name.includes(host))!.id;
  const upload = await page.request.post(`/api/chat-agent/document/${domainId}`, {
    headers,
    multipart: {
      pdf: { name: "hours.pdf", mimeType: "application/pdf", buffer: Buffer.from(await textPdf(["Opening hours: Monday to Friday 9:00 to 18:00."], "Hours")) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const created = await page.request.post("/api/chat-agent", {
    headers,
    data: { blog_id: domainId, name: "Shop helper", status: "active", document_url: (await upload.json()).url, use_site_pages: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const agent = (await created.json()).data as { bot_id: string; widget_key: string };
  await expect
    .poll(async () => (await (await page.request.get(`/api/chat-agent/${agent.bot_id}`, { headers })).json()).data.knowledge.status, { timeout: 60_000 })
    .toBe("ready");

  const site = { origin: `https://${host}` };
  const session = randomUUID().replaceAll("-", "");
  const asked = await page.request.post(`/api/widget/${agent.widget_key}/messages`, { headers: site, data: { content: GAP, session } });
  expect(asked.status(), await asked.text()).toBe(200);
  expect((await asked.json()).offer_lead).toBe(true);
  const left = await page.request.post(`/api/widget/${agent.widget_key}/leads`, { headers: site, data: { email: VISITOR, question: GAP, session } });
  expect(left.status(), await left.text()).toBe(200);
}

/** The SiteCrew plugin's routes as a site answers them: every post the blog agent sends goes live. */
async function publishingPlugin() {
  let made = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      const json = (status: number, answer: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
      if (path.endsWith("/sitecrew/v1/content")) return json(200, []);
      if (request.method === "POST" && path.endsWith("/sitecrew/v1/posts")) {
        made++;
        return json(200, { id: 700 + made, url: `http://example.com/?p=${700 + made}`, status: "publish" });
      }
      return json(404, { code: "rest_no_route", message: "No route." });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const preferences = (page: Page) => page.getByRole("region", { name: "Notification preferences" });

async function expectSaved(page: Page) {
  await expect(page.getByText(SAVED).first()).toBeVisible();
}

test("the profile switches the weekly report and keeps its zone; a quiet week's preview says nothing is sent", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "weekly-quiet", PASSWORD);
  await page.goto("/profile");
  const card = preferences(page);
  const toggle = card.getByRole("switch", { name: "Weekly report" });
  const zone = card.getByLabel("Time zone");

  await test.step("the card tells every email the product sends, and the report is on with the sign-up zone", async () => {
    await expect(card).toContainText("the weekly report on Monday mornings, which you can switch off below");
    await expect(card).toContainText("an email when a chat visitor leaves a lead: their question and email address");
    await expect(toggle).toBeChecked();
    // Registered through the API without a zone, the account is on UTC, which Chromium does not list among its zones.
    await expect(zone).toHaveValue("UTC");
    expect(await zone.locator("option").count()).toBeGreaterThan(300);
  });

  await test.step("the switch turns the report off and on, and each state survives a reload", async () => {
    await toggle.click();
    await expectSaved(page);
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(toggle).not.toBeChecked();
    await toggle.press("Space");
    await expectSaved(page);
    await expect(toggle).toBeChecked();
    await page.reload();
    await expect(toggle).toBeChecked();
  });

  await test.step("a new zone is saved and kept after a reload", async () => {
    await zone.selectOption("Asia/Tokyo");
    await card.getByRole("button", { name: "Save time zone" }).click();
    await expectSaved(page);
    await page.reload();
    await expect(zone).toHaveValue("Asia/Tokyo");
    await expect(toggle).toBeChecked();
  });

  await test.step("the profile's card is accessible on a desk and on a phone", async () => {
    // The toasts sit over the page's corner until they vanish.
    await expect(page.getByText(SAVED)).toHaveCount(0);
    // Axe counts a control the sticky header covers as too small to tap; the reload kept the page scrolled to the card.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, "Profile with the weekly report settings");
  });

  await test.step("the preview of a week without activity says so, and when the report goes out in the new zone", async () => {
    await card.getByRole("link", { name: "Preview the next report" }).click();
    await expect(page).toHaveURL(/\/reports\/weekly$/);
    await expect(page.getByRole("heading", { name: "Weekly report", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Week of / })).toBeVisible();
    await expect(page.getByText(/^Sent Monday \d{1,2} [A-Z][a-z]{2} at 08:00, Asia\/Tokyo$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nothing has happened in this week yet" })).toBeVisible();
    await expect(page.getByText("No email is sent for a quiet week.", { exact: false })).toBeVisible();
  });

  await test.step("the quiet preview is accessible on a desk and on a phone", () => expectAccessible(page, "Weekly report, quiet week"));

  await test.step("switched off, the preview says so and leads back to the switch", async () => {
    // Within the app, without a reload: the preview read a moment ago must not come back from the cache.
    await page.getByRole("link", { name: "Report settings" }).click();
    await expect(page).toHaveURL(/\/profile#weekly-report$/);
    await toggle.click();
    await expectSaved(page);
    await card.getByRole("link", { name: "Preview the next report" }).click();
    await expect(page.getByText("The weekly report is switched off")).toBeVisible();
    await expect(page.getByText(/^Sent Monday/)).toHaveCount(0);
    await expectAccessible(page, "Weekly report, switched off");
    await page.getByRole("link", { name: "Turn it on in your profile" }).click();
    await expect(page).toHaveURL(/\/profile#weekly-report$/);
    await expect(toggle).not.toBeChecked();
  });
});

test("a week with activity shows each domain's output, gaps and leads with links into the dashboard", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "weekly-busy", PASSWORD);
  await inTheComingReportsWeek(page);
  const host = `weekly-${randomUUID().slice(0, 8)}.example.com`;
  await addSiteAndSelect(page, host);
  await topUp(page, 100);
  await chatActivity(page, host);

  await test.step("Analytics leads to the weekly report", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" }).click();
    await page.getByRole("link", { name: "Weekly report" }).click();
    await expect(page).toHaveURL(/\/reports\/weekly$/);
  });

  const domain = page.getByRole("region", { name: host });

  await test.step("the domain's section counts the chat answer and the credits, and lists the gap and the lead", async () => {
    await expect(domain.getByRole("heading", { name: host, level: 2 })).toBeVisible();
    const made = domain.getByLabel(`What the agents made on ${host}`);
    await expect(made.locator("div").filter({ hasText: "Chat answers" }).locator("dd")).toHaveText("1");
    await expect(made.locator("div").filter({ hasText: "Credits spent" }).locator("dd")).not.toHaveText("0");
    await expect(domain.getByRole("heading", { name: "Top knowledge gaps", level: 3 })).toBeVisible();
    await expect(domain.getByRole("listitem").filter({ hasText: GAP }).first()).toBeVisible();
    await expect(domain.getByText("1 visitor left a question and an email address.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Credits" }).getByText("Balance")).toBeVisible();
    await expect(page.getByText("Nothing has happened in this week yet")).toHaveCount(0);
  });

  await test.step("the busy preview is accessible on a desk and on a phone", () => expectAccessible(page, "Weekly report with activity"));

  await test.step("a lead's link opens it inside the dashboard", async () => {
    const lead = domain.getByRole("link", { name: GAP });
    await expect(lead).toHaveAttribute("href", /^\/leads\/lead_/);
    await expect(lead).not.toHaveAttribute("target");
    await lead.click();
    await expect(page).toHaveURL(/\/leads\/lead_/);
    await expect(page.getByRole("heading", { name: `Lead from ${VISITOR}` })).toBeVisible();
  });
});

test("a week's published posts are linked from the preview, to the site in a new tab", async ({ page }) => {
  test.setTimeout(180_000);
  const plugin = await publishingPlugin();
  try {
    await page.setViewportSize(DESKTOP);
    await signedInOwner(page, "weekly-posts", PASSWORD);
    await inTheComingReportsWeek(page);
    const host = `weekly-posts-${randomUUID().slice(0, 8)}.localhost`;
    const headers = await auth(page);
    const domain = (await (await page.request.post("/api/license/create", { data: { domain_name: host }, headers })).json()).data as {
      id: string;
      license_key: string;
    };
    const connected = await page.request.post("/api/plugin/connect", {
      data: {
        license_key: domain.license_key,
        site_url: `http://${host}:${plugin.port}`,
        rest_url: `http://${host}:${plugin.port}/wp-json/`,
        site_name: "Weekly posts",
        plugin_version: "1.4.0",
        wordpress_version: "6.6",
      },
    });
    expect(connected.status(), await connected.text()).toBe(200);
    await page.reload();
    await selectDomain(page, host);
    await topUp(page, 100);
    const agent = await page.request.post("/api/blog-agent", { data: blogAgentForm(domain.id, { name: "Live herbs", status: "publish" }), headers });
    expect(agent.status(), await agent.text()).toBe(201);
    const started = await page.request.post(`/api/blog-agent/${(await agent.json()).data.id}/run`, { headers });
    const runId = (await started.json()).data.id as string;
    await expect
      .poll(async () => (await (await page.request.get(`/api/runs/${runId}`, { headers })).json()).data.status, { timeout: 60_000 })
      .toBe("succeeded");

    await page.goto("/reports/weekly");
    // A connected site is named by the address it reported, scheme and port included.
    const address = `http://${host}:${plugin.port}`;
    const section = page.getByRole("region", { name: address });
    await expect(section.getByLabel(`What the agents made on ${address}`).locator("div").filter({ hasText: "Posts" }).locator("dd")).toHaveText("1");
    const posts = section.getByRole("list", { name: `This week's posts on ${address}` });
    await expect(posts.getByRole("listitem")).toHaveCount(1);
    const post = posts.getByRole("link");
    await expect(post).toHaveAttribute("href", "http://example.com/?p=701");
    await expect(post).toHaveAttribute("target", "_blank");
    await expect(post).toContainText("(opens in a new tab)");
    await expectAccessible(page, "Weekly report with a published post");
  } finally {
    await plugin.stop();
  }
});
