import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { png } from "../support/files";
import { textPdf } from "../support/pdfs";
import { accessibilityProblems, addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * A site owner's chat agent through the dashboard: added with a PDF, read, tried, shown on the edit
 * page with its snippet, and its conversation listed; every chat page accessible on a desk and a phone.
 */

const PASSWORD = "Correct-Horse-42";
const AGENT = "Plan helper";
const QUESTION = "How much is the basic plan?";
const TWO_PARTS = "What does Green Thumbs help with and how much is the pro plan?";
const PRICES = [
  "Green Thumbs helps balcony gardeners choose plants, pots and soil for small spaces.",
  "Price list. Basic plan: $19 per month, one garden plan and email support. Pro plan: $49 per month, unlimited plans and a video call each month.",
];

test("an owner adds a chat agent on a PDF, tries it, finds its snippet and its conversation", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "chat-pages", PASSWORD);
  const host = `chat-pages-${randomUUID().slice(0, 8)}.example.com`;

  await test.step("add the site and select it", () => addSiteAndSelect(page, host));

  await topUp(page, 100);

  await test.step("the Chat Agent card opens an empty Manage Chat Agent", async () => {
    await page.getByRole("button", { name: "Services" }).click();
    await page.getByRole("link", { name: "Add Service" }).click();
    await page.getByRole("link", { name: "Open Chat Agent" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-chat-agent/);
    await expect(page.getByRole("heading", { name: "No chat agent yet" })).toBeVisible();
    await expectAccessible(page, "Manage Chat Agent, empty");
    await page.getByRole("link", { name: "Add Chat Agent" }).click();
    await expect(page).toHaveURL(/\/add-service\/add-chat-agent/);
  });

  await test.step("the form starts from the spec's defaults and saves nothing without a name", async () => {
    await expect(page.getByLabel("Intro text")).toHaveValue(`Welcome to ${host}! How can I help you today?`);
    await expect(page.getByLabel("Button text")).toHaveValue("Chat with Us");
    await expect(page.getByLabel("Bubble colour", { exact: true })).toHaveValue("#CC4521");
    await expect(page.getByLabel("Position")).toHaveValue("bottom-right");
    await expect(page.getByRole("radio", { name: "Active", exact: true })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Use my site's pages" })).toBeChecked();
    await expect(page.getByLabel("Daily credit limit")).toHaveValue("100");
    await expect(page.getByLabel("Daily credit limit")).toHaveAccessibleDescription(/most this agent may spend in one day/);
    await expect(page.getByText("Reading a new PDF costs 15 credits.")).toBeVisible();
    await expectAccessible(page, "Add Chat Agent");

    await page.getByRole("button", { name: "Add Chat Agent" }).click();
    await expect(page.getByLabel("Agent name")).toBeFocused();
    await expect(page).toHaveURL(/\/add-service\/add-chat-agent/);
  });

  await test.step("a daily credit limit outside 1 to 10,000 is refused in words, beside the field", async () => {
    const limit = page.getByLabel("Daily credit limit");
    await page.getByLabel("Agent name").fill(AGENT);
    await limit.fill("0");
    await page.getByRole("button", { name: "Add Chat Agent" }).click();
    await expect(limit).toHaveAttribute("aria-invalid", "true");
    await expect(limit).toHaveAccessibleDescription(/Daily credit limit must be a whole number from 1 to 10,000\./);
    await expect(page).toHaveURL(/\/add-service\/add-chat-agent/);
    await limit.fill("100");
  });

  await test.step("a PDF and an avatar, then Add Chat Agent", async () => {
    const pdfPath = testInfo.outputPath("prices.pdf");
    await writeFile(pdfPath, await textPdf(PRICES, "Price list"));
    await page.getByLabel("Agent name").fill(AGENT);
    await page.getByLabel(/^PDF document/).setInputFiles(pdfPath);
    await expect(page.getByTestId("chat-document")).toContainText("prices.pdf");
    await page.getByLabel(/^Bot avatar/).setInputFiles({ name: "bot.png", mimeType: "image/png", buffer: Buffer.from(png()) });
    await expect(page.getByRole("img", { name: "Bot avatar preview" })).toBeVisible();
    // The site is not connected: the agent answers from its PDF alone.
    await page.getByRole("switch", { name: "Use my site's pages" }).uncheck();
    await page.getByRole("button", { name: "Add Chat Agent" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-chat-agent/);
  });

  const row = page.getByTestId("chat-agent-row").filter({ hasText: AGENT });
  await test.step("the list shows it reading, then active", async () => {
    await expect(row.getByText(/^(Generating|Active)$/)).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, "Manage Chat Agent");
  });

  await test.step("Try chat answers from the PDF and names its page", async () => {
    await row.getByRole("button", { name: `Try chat ${AGENT}` }).click();
    const dialog = page.getByRole("dialog", { name: `Try ${AGENT}` });
    const log = dialog.getByRole("log");
    await expect(log).toContainText(`Welcome to ${host}! How can I help you today?`);
    const input = dialog.getByLabel("Your message");
    await expect(input).toBeFocused();
    const send = dialog.getByRole("button", { name: "Send" });
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.fill(QUESTION);
    await send.click();
    await expect(log).toContainText("$19");
    await expect(log.getByText(/Source: .*page 2/)).toBeVisible();
    await expect(input).toBeEnabled();
    await expect(input).toHaveValue("");
    // A question of two parts gets both, each numbered with its page.
    await input.fill(TWO_PARTS);
    await send.click();
    await expect(log.getByRole("listitem").filter({ hasText: /^\[1\] prices\.pdf, page 1$/ })).toBeVisible();
    await expect(log.getByRole("listitem").filter({ hasText: /^\[2\] prices\.pdf, page 2$/ })).toBeVisible();
    await expect(log).toContainText("$49");
    expect(await accessibilityProblems(page, "Try chat")).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    // The answers count, in the row's Responses column.
    await expect(row.locator('td[data-label="Responses"]')).toHaveText("2");
  });

  await test.step("the edit page shows what it knows, the snippet and its figures", async () => {
    await row.getByRole("link", { name: `Edit ${AGENT}` }).click();
    await expect(page).toHaveURL(/\/add-service\/edit-chat-agent\//);
    await expect(page.getByRole("heading", { name: "Edit Chat Agent" })).toBeVisible();
    await expect(page.getByLabel("Agent name")).toHaveValue(AGENT);
    await expect(page.getByTestId("chat-document")).toContainText("prices.pdf");
    await expect(page.getByTestId("chat-document")).toContainText("2 pages");
    await expect(page.getByRole("img", { name: "Bot avatar preview" })).toBeVisible();
    const snippet = page.getByTestId("chat-snippet");
    const origin = new URL(page.url()).origin;
    await expect(snippet).toHaveValue(new RegExp(`^<script src="${origin}/widget\\.js" data-sitecrew-chat="[^"]+" async></script>$`));
    await expect(page.getByRole("region", { name: "Knowledge" })).toContainText("Passages");
    await expect(page.getByRole("region", { name: "Figures" })).toContainText(/Answers given\s*2/);
    await expectAccessible(page, "Edit Chat Agent");
  });

  await test.step("the conversations page lists the try and opens its transcript", async () => {
    await page.getByRole("region", { name: "Figures" }).getByRole("link", { name: "Conversations" }).click();
    await expect(page).toHaveURL(/\/add-service\/chat-conversations\//);
    const conversation = page.getByTestId("conversation-row").filter({ hasText: QUESTION });
    await expect(conversation).toContainText("Try chat");
    await expectAccessible(page, "Conversations");
    await conversation.getByRole("button", { name: /^Read/ }).click();
    const transcript = page.getByRole("dialog", { name: QUESTION });
    await expect(transcript).toContainText(QUESTION);
    await expect(transcript).toContainText("$19");
    await expect(transcript.getByText(/Source: .*page 2/)).toBeVisible();
    await expect(transcript.getByRole("listitem").filter({ hasText: /^\[2\] prices\.pdf, page 2$/ })).toBeVisible();
  });
});
