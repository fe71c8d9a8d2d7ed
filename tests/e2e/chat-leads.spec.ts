import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { textPdf } from "../support/pdfs";
import { type OwnerSite, startOwnerSite } from "./fixtures/owner-site";
import { accessibilityProblems, addSiteAndSelect, expectAccessible, PHONE, signedInOwner, topUp } from "./support";

/**
 * A visitor the chat cannot help leaves an email address in the widget; the owner finds the
 * question under Leads, answers it, and the answer reaches the visitor by email.
 */

const PASSWORD = "Correct-Horse-42";
const AGENT = "Ask Green Thumbs";
const QUESTION = "Do you repair vintage motorcycles?";
const ANSWER = "We don't, but the shop two doors down does.";

let site: OwnerSite | undefined;

test.afterEach(async () => {
  await site?.stop();
});

/** An active agent that knows only the opening hours, made through the API the Add Chat Agent form uses. */
async function chatAgent(page: Page, domainId: string) {
  const authorization = `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}`;
  const upload = await page.request.post(`/api/chat-agent/document/${domainId}`, {
    headers: { authorization },
    multipart: {
      pdf: { name: "hours.pdf", mimeType: "application/pdf", buffer: Buffer.from(await textPdf(["Opening hours. Monday to Friday 9:00 to 18:00."], "Hours")) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const created = await page.request.post("/api/chat-agent", {
    headers: { authorization },
    data: { blog_id: domainId, name: AGENT, status: "active", document_url: (await upload.json()).url, use_site_pages: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const agent = (await created.json()).data as { bot_id: string; widget_key: string };
  await expect
    .poll(async () => (await (await page.request.get(`/api/chat-agent/${agent.bot_id}`, { headers: { authorization } })).json()).data.knowledge.status, {
      timeout: 60_000,
    })
    .toBe("ready");
  return agent;
}

/** The newest email to an address with this subject, from the local outbox. */
async function emailTo(to: string, subject: string): Promise<string> {
  const folder = join(process.env.E2E_DATA_DIR!, "outbox");
  let found = "";
  await expect
    .poll(
      async () => {
        const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith(`-${to}.eml`)).sort();
        for (const file of files.reverse()) {
          const text = await readFile(join(folder, file), "utf8");
          if (text.includes(`Subject: ${subject}`)) return (found = text);
        }
        return "";
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return found;
}

test("a visitor leaves a question in the chat and the owner answers it from Leads", async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  const ownerEmail = await signedInOwner(page, "leads-owner", PASSWORD);
  const host = `leads-${Date.now().toString(36)}.localhost`;
  await addSiteAndSelect(page, host);
  await topUp(page, 100);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const domains = await (await page.request.get("/api/domain", { headers: { authorization: `Bearer ${token}` } })).json();
  const agent = await chatAgent(page, domains.data[0].id);
  site = await startOwnerSite(context, host, `${baseURL}/widget.js`, agent.widget_key);
  const visitorEmail = `visitor-${Date.now().toString(36)}@example.org`;

  const dialog = page.getByRole("dialog", { name: AGENT });
  const offer = dialog.getByRole("form", { name: "We'll get back to you" });
  const address = offer.getByLabel("Your email address");

  await test.step("after the chat's refusal the widget offers to take the question by email", async () => {
    await page.goto(site!.url);
    await page.getByRole("button", { name: "Chat with Us" }).click();
    await dialog.getByLabel("Your message").fill(QUESTION);
    await page.keyboard.press("Enter");
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await expect(offer).toContainText("We'll use your email address only to answer this question, and delete it within 180 days.");
    expect(await accessibilityProblems(page, "the chat's lead form")).toEqual([]);
    await page.setViewportSize(PHONE);
    await expect(address).toBeInViewport();
    expect(await accessibilityProblems(page, "the chat's lead form on a phone")).toEqual([]);
  });

  await test.step("a bad address is refused in the form; a good one is taken", async () => {
    await address.fill("not an address");
    await offer.getByRole("button", { name: "Email my question" }).click();
    await expect(offer).toContainText("Enter a valid email address");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await address.fill(visitorEmail);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText("Thanks! We'll get back to you by email.");
    await expect(offer).toHaveCount(0);
    expect(await accessibilityProblems(page, "the chat after a lead was left")).toEqual([]);
  });

  await test.step("the owner is emailed and finds the question under Leads", async () => {
    const notice = await emailTo(ownerEmail, `A visitor on ${host} asked for an answer`);
    expect(notice).toContain(QUESTION);
    await page.goto(`${baseURL}/leads`);
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: QUESTION })).toBeVisible();
    await expectAccessible(page, "Leads");
  });

  await test.step("the owner answers; the visitor gets it from the site's name with the question quoted", async () => {
    await page.getByRole("link", { name: `Open the lead from ${visitorEmail}` }).click();
    await expect(page.getByRole("heading", { name: `Lead from ${visitorEmail}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Conversation" })).toContainText(QUESTION);
    await expectAccessible(page, "a lead");
    await page.getByRole("button", { name: "Send answer" }).click();
    await expect(page.getByText("Reply is required")).toBeVisible();
    await page.getByLabel("Your answer").fill(ANSWER);
    await page.getByRole("button", { name: "Send answer" }).click();
    await expect(page.getByLabel("Status")).toHaveValue("answered");
    const answer = await emailTo(visitorEmail, `Re: your question to ${host}`);
    expect(answer).toContain(`From: "${host}" <`);
    expect(answer).toContain(ANSWER);
    expect(answer).toContain(`> ${QUESTION}`);
  });

  await test.step("deleting the lead takes it off the list", async () => {
    await page.getByRole("button", { name: "Delete lead" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete lead" }).click();
    await expect(page).toHaveURL(/\/leads$/);
    await expect(page.getByText("No leads yet")).toBeVisible();
  });

  await test.step("the agent's form offers the lead form by default, with its consent line to edit", async () => {
    await page.goto(`${baseURL}/add-service/edit-chat-agent/${agent.bot_id}`);
    await expect(page.getByRole("switch", { name: "Offer to answer by email" })).toBeChecked();
    await expect(page.getByLabel("Consent text")).toHaveValue("We'll use your email address only to answer this question, and delete it within 180 days.");
    await expectAccessible(page, "the chat agent form with its lead settings");
  });
});
