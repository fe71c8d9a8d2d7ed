import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { textPdf } from "../support/pdfs";
import { type OwnerSite, startOwnerSite } from "./fixtures/owner-site";
import { accessibilityProblems, linkFromEmail, signedInAs, topUp } from "./support";

/**
 * The chat widget as a visitor of the owner's website meets it: a script from the dashboard's
 * origin on a page of another origin, answering from the owner's PDF.
 */

const PASSWORD = "Correct-Horse-42";
const AGENT = "Ask Green Thumbs";
const INTRO = "Hello! Ask me anything about our plans.";
const PRICES = [
  "Green Thumbs helps balcony gardeners choose plants, pots and soil for small spaces.",
  "Price list. Basic plan: $19 per month, one garden plan and email support. Pro plan: $49 per month, unlimited plans and a video call each month.",
];

let site: OwnerSite | undefined;

test.afterEach(async () => {
  await site?.stop();
});

interface Owner {
  token: string;
  domainId: string;
  host: string;
}

/** A verified owner with the site's domain and credits for the PDF and the answers. */
async function ownerWithCredits(page: Page): Promise<Owner> {
  const email = `chat-owner-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await page.request.post("/api/auth/register", {
    data: { firstName: "Grace", lastName: "Hopper", email, companyName: "Green Thumbs", password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await page.request.get(await linkFromEmail(email, "Verify your email address"), { maxRedirects: 0 })).status()).toBe(302);
  const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = await login.json();

  const host = `chat-${randomUUID().slice(0, 8)}.localhost`;
  const created = await page.request.post("/api/license/create", { data: { domain_name: host }, headers: { authorization: `Bearer ${token}` } });
  expect(created.status(), await created.text()).toBe(201);

  await signedInAs(page, email, PASSWORD);
  await topUp(page, 100);
  return { token, host, domainId: (await created.json()).data.id };
}

/** An active agent that knows the price list, through the same API the Add Chat Agent form uses. */
async function chatAgentOnPdf(request: APIRequestContext, owner: Owner) {
  const authorization = `Bearer ${owner.token}`;
  const upload = await request.post(`/api/chat-agent/document/${owner.domainId}`, {
    headers: { authorization },
    multipart: { pdf: { name: "prices.pdf", mimeType: "application/pdf", buffer: Buffer.from(await textPdf(PRICES, "Price list")) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const created = await request.post("/api/chat-agent", {
    headers: { authorization },
    data: {
      blog_id: owner.domainId,
      name: AGENT,
      status: "active",
      colors: "#CC4521",
      position: "bottom-right",
      intro_text: INTRO,
      button_text: "Chat with Us",
      document_url: (await upload.json()).url,
      use_site_pages: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const agent = (await created.json()).data as { bot_id: string; widget_key: string };
  await expect
    .poll(async () => (await (await request.get(`/api/chat-agent/${agent.bot_id}`, { headers: { authorization } })).json()).data.knowledge.status, {
      timeout: 60_000,
    })
    .toBe("ready");
  return agent;
}

/** Whether the element has the keyboard focus, looking through the shadow roots on the way. */
function hasFocus(target: Locator) {
  return target.evaluate((element) => element.getRootNode() instanceof ShadowRoot && (element.getRootNode() as ShadowRoot).activeElement === element);
}

test("a visitor chats with the owner's agent by keyboard, keeps the conversation across pages and on a phone", async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithCredits(page);
  const agent = await chatAgentOnPdf(page.request, owner);
  site = await startOwnerSite(context, owner.host, `${baseURL}/widget.js`, agent.widget_key);

  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(site.url);

  const bubble = page.getByRole("button", { name: "Chat with Us" });
  const dialog = page.getByRole("dialog", { name: AGENT });
  const log = dialog.getByRole("log");
  const input = dialog.getByLabel("Your message");
  const send = dialog.getByRole("button", { name: "Send" });

  await test.step("the bubble shows once, in the agent's colour and corner, whatever the site's CSS does", async () => {
    await expect(bubble).toBeVisible();
    // The site's CSS is in force on its own elements.
    await expect(page.getByRole("button", { name: "Site button" })).toBeHidden();
    await expect(page.locator("sitecrew-chat")).toHaveCount(1);
    await expect(bubble).toHaveCSS("background-color", "rgb(204, 69, 33)");
    await expect(bubble).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(bubble).toHaveCSS("font-size", "15px");
    const box = (await bubble.boundingBox())!;
    expect(Math.round(1280 - box.x - box.width)).toBe(16);
    expect(Math.round(800 - box.y - box.height)).toBe(16);
    await expect(bubble).toHaveAttribute("aria-expanded", "false");
  });

  await test.step("by keyboard: Tab reaches the bubble, Enter opens the chat, the agent greets", async () => {
    for (let presses = 0; presses < 10 && !(await hasFocus(bubble)); presses++) await page.keyboard.press("Tab");
    expect(await hasFocus(bubble)).toBe(true);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(bubble).toHaveAttribute("aria-expanded", "true");
    expect(await hasFocus(input)).toBe(true);
    await expect(log).toContainText(INTRO);
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
  });

  await test.step("Tab stays inside the open chat", async () => {
    for (let presses = 0; presses < 4; presses++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((panel) => panel.contains((panel.getRootNode() as ShadowRoot).activeElement))).toBe(true);
    }
    await input.focus();
  });

  await test.step("a question answered from the PDF, with its source", async () => {
    await input.fill("How much is the basic plan?");
    await page.keyboard.press("Enter");
    await expect(log).toContainText("How much is the basic plan?");
    await expect(log).toContainText("$19", { timeout: 30_000 });
    await expect(log).toContainText(/Source: .+, page 2/);
    await expect(input).toHaveValue("");
    await expect(input).toBeEnabled();
  });

  await test.step("the conversation follows the visitor to another page and through a reload", async () => {
    await page.goto(`${site!.url}/about`);
    await expect(dialog).toBeVisible();
    await expect(log).toContainText("$19");
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(log).toContainText(INTRO);
    await expect(log).toContainText("How much is the basic plan?");
    await expect(log).toContainText(/Source: .+, page 2/);
    // The greeting is not repeated.
    await expect(log.getByText(INTRO)).toHaveCount(1);
  });

  await test.step("no serious accessibility problem with the chat open", async () => {
    expect(await accessibilityProblems(page, "owner's site with the chat open")).toEqual([]);
  });

  await test.step("Esc closes the chat and gives the focus back to the bubble", async () => {
    await input.focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(bubble).toHaveAttribute("aria-expanded", "false");
    expect(await hasFocus(bubble)).toBe(true);
  });

  await test.step("on a phone the chat fills the screen and the bubble steps aside", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await bubble.click();
    await expect(dialog).toBeVisible();
    await expect(bubble).toBeHidden();
    await expect.poll(async () => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await dialog.getByRole("button", { name: "Close chat" }).click();
    await expect(bubble).toBeVisible();
  });

  expect(warnings).toEqual([]);

  await test.step("on a website that is not the agent's own, nothing shows", async () => {
    const elsewhere = await startOwnerSite(context, `copycat-${randomUUID().slice(0, 8)}.localhost`, `${baseURL}/widget.js`, agent.widget_key);
    try {
      const visitor = await context.newPage();
      const refused: string[] = [];
      visitor.on("console", (message) => {
        if (message.type() === "warning") refused.push(message.text());
      });
      await visitor.goto(elsewhere.url);
      await expect.poll(() => refused.length).toBe(1);
      await expect(visitor.locator("sitecrew-chat")).toHaveCount(0);
      await visitor.close();
    } finally {
      await elsewhere.stop();
    }
  });

  await test.step("once the owner pauses the agent, its widget shows nothing at all", async () => {
    const paused = await page.request.put(`/api/chat-agent/${agent.bot_id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { name: AGENT, status: "inactive" },
    });
    expect(paused.status(), await paused.text()).toBe(200);
    // The API may keep an agent's settings in memory for up to 30 seconds.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("heading", { name: "About us" })).toBeVisible();
      await expect.poll(() => warnings.length, { timeout: 3_000 }).toBe(1);
    }).toPass({ timeout: 45_000, intervals: [2_000] });
    await expect(page.locator("sitecrew-chat")).toHaveCount(0);
  });
});
