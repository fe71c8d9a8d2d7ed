import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { addSiteAndSelect, DESKTOP, expectAccessible, PHONE, signedInOwner } from "./support";

/**
 * Before "Run now" the owner reads which writer will write the post: here (no AI provider set up)
 * the offline writer, and what its post is for, at desktop width and on a phone.
 */

const OFFLINE_NOTE = "Written by the offline writer: a structured draft to edit before it goes out.";

test("the blog agents' page says which writer will write before Run now", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "writer-note", "Correct-Horse-42");
  await addSiteAndSelect(page, `writer-note-${randomUUID().slice(0, 8)}.example.com`);

  const answer = await page.request.get("/api/reference/writer", {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` },
  });
  expect(await answer.json()).toEqual({ data: { provider: "offline", model: "sitecrew-offline-writer-1", note: OFFLINE_NOTE } });

  await page.goto("/add-service/manage-blog-agent");
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expectAccessible(page, "blog agents with the writer note");
});
