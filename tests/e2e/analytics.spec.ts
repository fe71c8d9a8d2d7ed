import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { textPdf } from "../support/pdfs";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * Analytics answers "is this worth what I pay?": a question the chat agent could not answer shows up
 * as a knowledge gap, counted in the owner's own days, and becomes the first keyword of a new blog agent.
 */

const PASSWORD = "Correct-Horse-42";
const AGENT = "Plan helper";
const KNOWLEDGE = ["Green Thumbs helps balcony gardeners choose plants, pots and soil. Basic plan: $19 per month."];
const GAP = "Do you deliver terracotta planters to Iceland?";

// The owner's days end at midnight in Paris, whatever the machine's zone.
test.use({ timezoneId: "Europe/Paris" });

test("a question the chat could not answer appears in Analytics and opens the blog agent form", async ({ page }, testInfo) => {
  // The charts draw on canvases and style them from script: the page must stay inside the CSP.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content.Security.Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "analytics", PASSWORD);
  await addSiteAndSelect(page, `analytics-${randomUUID().slice(0, 8)}.example.com`);

  await test.step("a new domain's Analytics says nothing was recorded yet and still draws its charts", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" }).click();
    await expect(page.getByText("Nothing recorded in this period yet")).toBeVisible();
    await expect(page.getByText("No posts, drafts, videos or reels in these 30 days.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Posts and videos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No unanswered questions in this period." })).toBeVisible();
  });

  await topUp(page, 100);

  await test.step("the dashboard counts today's posts and videos", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByTestId("today-blogContent")).toHaveText("0");
    await expect(page.getByTestId("today-video")).toHaveText("0");
  });

  await test.step("a chat agent that knows only its PDF is asked something else", async () => {
    await page.goto("/add-service/add-chat-agent");
    const pdfPath = testInfo.outputPath("plans.pdf");
    await writeFile(pdfPath, await textPdf(KNOWLEDGE, "Plans"));
    await page.getByLabel("Agent name").fill(AGENT);
    await page.getByLabel(/^PDF document/).setInputFiles(pdfPath);
    await expect(page.getByTestId("chat-document")).toContainText("plans.pdf");
    await page.getByRole("switch", { name: "Use my site's pages" }).uncheck();
    await page.getByRole("button", { name: "Add Chat Agent" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-chat-agent/);
    const row = page.getByTestId("chat-agent-row").filter({ hasText: AGENT });
    await expect(row.getByText("Active", { exact: true })).toBeVisible({ timeout: 60_000 });

    await row.getByRole("button", { name: `Try chat ${AGENT}` }).click();
    const dialog = page.getByRole("dialog", { name: `Try ${AGENT}` });
    await dialog.getByLabel("Your message").fill(GAP);
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("log")).toContainText("I couldn't find that in the information I have");
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  await test.step("Analytics lists the gap once, in Paris days", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByText("Days in Europe/Paris")).toBeVisible();
    await expect(page.getByRole("radio", { name: "30 days" })).toBeChecked();
    const gap = page.getByRole("region", { name: "Unanswered questions, table" }).getByRole("row").filter({ hasText: GAP });
    await expect(gap.locator('td[data-label="Visitors"]')).toHaveText("1");
    const chatAnswers = page
      .getByLabel("Output in total")
      .locator("div")
      .filter({ has: page.getByText("Chat answers", { exact: true }) });
    await expect(chatAnswers.locator("dd").first()).toHaveText("1");
    await expect(page.getByText(/^1 chat answer in 1 conversation in these 30 days\. 1 question found no answer/)).toBeVisible();
  });

  await test.step("the range switches to 7 days and the chart reads as a table", async () => {
    await page.getByRole("radio", { name: "7 days" }).check();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByText(/in these 7 days/).first()).toBeVisible();
    const chart = page.getByRole("region", { name: "Chat answers" });
    await chart.getByRole("button", { name: "Show as table" }).click();
    await expect(chart.getByRole("button", { name: "Show as table" })).toHaveAttribute("aria-pressed", "true");
    const table = chart.getByRole("table", { name: "Chat answers, by day" });
    await expect(table.getByRole("row")).toHaveCount(8);
    // Today is the last of the owner's days, and the answer was given today.
    await expect(table.getByRole("row").last().getByRole("cell")).toHaveText("1");
    await expect(page.getByRole("region", { name: "Unanswered questions, table" })).toContainText(GAP);
  });

  await test.step("the page is accessible on a desk and on a phone", () => expectAccessible(page, "Analytics"));

  expect(violations).toEqual([]);

  await test.step("Write a post about this opens the blog agent form with the question as its first keyword", async () => {
    await page.getByRole("button", { name: `Write a post about this: ${GAP}` }).click();
    const dialog = page.getByRole("dialog", { name: "Write a post about this" });
    await expect(dialog).toContainText("This domain has no blog agent yet");
    await dialog.getByRole("link", { name: "Open the blog agent form" }).click();
    await expect(page).toHaveURL(/\/add-service\/add-blog-agent\?topic=/);
    await expect(page.getByRole("list", { name: "Chosen keywords" }).getByRole("listitem")).toHaveText([GAP]);
    await expect(page.getByLabel("Campaign Name")).toHaveValue("");
  });
});
