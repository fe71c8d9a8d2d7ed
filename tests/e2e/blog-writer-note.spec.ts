import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { addSiteAndSelect, DESKTOP, expectAccessible, PHONE, signedInOwner } from "./support";

/**
 * With no AI provider set up, the offline writer writes, and the dashboard says so: once as a notice on
 * the dashboard until dismissed, before "Run now" on the blog agents' page, and beside a new agent's
 * status (Draft, and why), each leading to the page on setting a provider; at desktop width and on a phone.
 */

const SAMPLE_TEXT = "Sample text from the offline writer: set an AI provider for posts worth publishing";

test("the dashboard and the blog agents' pages say the offline writer writes sample text", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "writer-note", "Correct-Horse-42");
  await addSiteAndSelect(page, `writer-note-${randomUUID().slice(0, 8)}.example.com`);

  const answer = await page.request.get("/api/reference/writer", {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` },
  });
  expect(await answer.json()).toEqual({ data: { provider: "offline", model: "sitecrew-offline-writer-1", writer: "offline", note: SAMPLE_TEXT } });

  await test.step("the dashboard's notice, until dismissed on this browser", async () => {
    const notice = page.getByRole("region", { name: "Offline writer" });
    await expect(notice).toHaveText(new RegExp(`^${SAMPLE_TEXT}`));
    await expectAccessible(page, "the dashboard with the offline writer notice");
    await notice.getByRole("button", { name: "Dismiss the offline writer notice" }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByText("Here is what your content agents are doing today.")).toBeVisible();
    await expect(notice).toBeHidden();
  });

  await test.step("before Run now, linked to the page on setting a provider", async () => {
    await page.goto("/add-service/manage-blog-agent");
    await expect(page.getByText(SAMPLE_TEXT)).toBeVisible();
    await page.setViewportSize(PHONE);
    await expect(page.getByText(SAMPLE_TEXT)).toBeVisible();
    await expectAccessible(page, "blog agents with the writer note");
    await page.getByRole("link", { name: "set an AI provider" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Setting an AI provider" })).toBeVisible();
    await expectAccessible(page, "the page on setting an AI provider");
  });

  await test.step("a new agent starts as Draft, and the form says why", async () => {
    await page.goto("/add-service/add-blog-agent");
    const status = page.getByRole("group", { name: "Status" });
    await expect(status.getByRole("radio", { name: /^Draft/ })).toBeChecked();
    await expect(status).toContainText("Draft is chosen because no AI provider is set");
    await status.getByRole("radio", { name: /^Publish/ }).check();
    await expect(status.getByRole("radio", { name: /^Publish/ })).toBeChecked();
    await expectAccessible(page, "the new blog agent form with the offline writer");
  });
});
