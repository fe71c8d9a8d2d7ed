import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { textPdf } from "../support/pdfs";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * The credit figures read the same on the dashboard, in Analytics and in the credit history: a chat
 * agent's PDF reading and one answer are spent, the rest of its pool is reserved, and the balance is
 * what was added less both.
 */

const PASSWORD = "Correct-Horse-42";
const AGENT = "Price helper";
const KNOWLEDGE = ["Green Thumbs helps balcony gardeners. Basic plan: $19 per month."];

const auth = async (page: Page) => ({ authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` });

/** A chat agent grounded on a PDF, added and asked once through the API, as the widget would. */
async function chatAgentAnswersOnce(page: Page, host: string, licenseKey: string) {
  const headers = await auth(page);
  const domains = (await (await page.request.get("/api/domain?limit=100", { headers })).json()).data as { id: string; domain_name: string }[];
  const domainId = domains.find((domain) => domain.domain_name.includes(host))!.id;
  const upload = await page.request.post(`/api/chat-agent/document/${domainId}`, {
    headers,
    multipart: { pdf: { name: "plans.pdf", mimeType: "application/pdf", buffer: Buffer.from(await textPdf(KNOWLEDGE, "Plans")) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const form = { blog_id: domainId, name: AGENT, status: "active", colors: "#2266AA", position: "bottom-right", use_site_pages: false };
  const created = await page.request.post("/api/chat-agent", { headers, data: { ...form, document_url: (await upload.json()).url } });
  expect(created.status(), await created.text()).toBe(201);
  const agentId = (await created.json()).data.bot_id as string;
  await expect
    .poll(async () => (await (await page.request.get(`/api/chat-agent/${agentId}`, { headers })).json()).data.knowledge.status, { timeout: 60_000 })
    .toBe("ready");
  const tried = await page.request.post("/api/chat-agent/try", {
    headers,
    data: { agent_id: agentId, domain_name: host, license_key: licenseKey, content: "How much is the basic plan?", type: "text", ipAddress: "203.0.113.9" },
  });
  expect(tried.status(), await tried.text()).toBe(200);
}

const figure = (page: Page, list: string, label: string) =>
  page
    .getByLabel(list)
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd")
    .first();

test("the dashboard, Analytics and the credit history agree, and the balance adds up", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "figures", PASSWORD);
  const host = `figures-${randomUUID().slice(0, 8)}.example.com`;
  const licenseKey = await addSiteAndSelect(page, host);
  await topUp(page, 100);
  await chatAgentAnswersOnce(page, host, licenseKey);
  // The agent was added and asked behind the page's back: it reads everything afresh.
  await page.reload();
  // 100 added; 15 for reading the PDF and 1 for the answer spent; the pool's first fill of 20 keeps 19 reserved.
  const balance = "65";

  await test.step("the dashboard shows added, spent, reserved and held beside the balance", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByTestId("dashboard-balance")).toHaveText(balance);
    await expect(page.getByTestId("added-30d")).toHaveText("100 credits");
    await expect(page.getByTestId("spent-30d")).toHaveText("16 credits");
    await expect(page.getByTestId("reserved")).toHaveText("19 credits");
    await expect(page.getByTestId("held")).toHaveText("0 credits");
    await expect(page.getByTestId("carried-over")).toHaveCount(0);
  });

  await test.step("the dashboard is accessible on a desk and on a phone", () => expectAccessible(page, "Dashboard credits"));

  await test.step("Analytics shows the same figures, and the cost of answers apart from knowledge builds", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" }).click();
    await expect(figure(page, "Credits in total", "Credits spent")).toHaveText("16");
    await expect(figure(page, "Credits in total", "Credits added")).toHaveText("100");
    await expect(figure(page, "Credits in total", "Reserved for chat")).toHaveText("19");
    await expect(figure(page, "Credits in total", "Held by running agents")).toHaveText("0");
    await expect(figure(page, "Credits in total", "Balance now")).toHaveText(balance);
    await expect(figure(page, "Credits in total", "Per 100 chat answers")).toHaveText("100");
    await expect(figure(page, "Credits in total", "Chat knowledge builds")).toHaveText("15");
  });

  await test.step("Analytics is accessible on a desk and on a phone", () => expectAccessible(page, "Analytics credits"));

  await test.step("the credit history names the run's agent and work and opens the run", async () => {
    await page.goto("/subscription");
    const history = page.getByRole("table", { name: /Credit history/ });
    await expect(history.getByRole("row").filter({ hasText: "Reserved for chat" })).toContainText("-20");
    const run = history.getByRole("row").filter({ hasText: "Run charged" });
    await expect(run).toContainText("-15");
    await expectAccessible(page, "Credit history");
    await run.getByRole("link", { name: `${AGENT} · Chat knowledge` }).click();
    await expect(page).toHaveURL(/\/activity\/run_/);
  });
});
