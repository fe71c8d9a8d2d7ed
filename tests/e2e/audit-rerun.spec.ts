import { expect } from "@playwright/test";
import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { connectPlugin } from "../support/wordpress-plugin";
import { test } from "./fixtures/wordpress";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * A site owner audits a post with an image without alt text, fixes it in WordPress, runs the audit again from the
 * list at the price its button shows, and reads what changed at the top of the Executive Summary.
 */

const AUDITOR = "Compost audit";
const BODY = Array.from(
  { length: 10 },
  (_, index) =>
    `<p>Compost heaps work best when greens and browns are layered evenly. Step ${index + 1}: turn the heap, keep it moist and cover it in winter.</p>`,
).join("");

let wordpress: LocalWordPress;
let rival: FixtureSite;
let postId: number;

test.beforeAll(async ({ baseURL, sharedWordPress }) => {
  test.setTimeout(240_000);
  wordpress = await sharedWordPress.withPlugin(`${baseURL}/api`);
  const content = `${BODY}<img src='/heap.jpg'>`;
  postId = Number(
    await wordpress.php(
      `echo wp_insert_post(['post_title' => 'Compost heaps for a small garden', 'post_content' => ${JSON.stringify(content)}, 'post_status' => 'publish']);`,
    ),
  );
  const pages = ["Compost bins", "Leaf mould"].map((title) => ({
    path: `/${title.toLowerCase().replaceAll(" ", "-")}/`,
    title,
    body: `${title} in a garden.`,
  }));
  rival = await serveFixtureSite(competitorSite({ name: "Heap Masters", pages }), { host: "heap-masters.localhost" });
});

test.afterAll(async () => {
  await rival?.close();
});

test("an owner runs an audit again after fixing a defect and sees it fixed", async ({ page }) => {
  test.setTimeout(400_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "audit-rerun", "Correct-Horse-42");
  const key = await addSiteAndSelect(page, new URL(wordpress.url).hostname);
  const connected = await connectPlugin(wordpress, key);
  expect(connected.ok, connected.message).toBe(true);
  await topUp(page, 100);

  await page.goto("/add-service/add-blog-auditor");
  await page.getByLabel("Competitor address").fill(rival.url);
  await page.getByLabel("Competitor address").press("Enter");
  await page.getByLabel("Auditor Name").fill(AUDITOR);
  await page.getByLabel("Number of Competitors").fill("1");
  await page
    .getByRole("list", { name: "The site's pages and posts" })
    .getByRole("checkbox", { name: /Compost heaps/ })
    .check();
  await page.getByRole("button", { name: "Create Auditor" }).click();
  await expect(page).toHaveURL(/\/add-service\/manage-blog-auditor/);
  const row = page.getByTestId("auditor-row").filter({ hasText: AUDITOR });
  await expect(row.getByText("Completed")).toBeVisible({ timeout: 180_000 });

  await wordpress.php(
    `wp_update_post(['ID' => ${postId}, 'post_content' => ${JSON.stringify(`${BODY}<img src='/heap.jpg' alt='A compost heap of layered leaves'>`)}]);`,
  );
  const again = row.getByRole("button", { name: new RegExp(`^Run again ${AUDITOR} \\(\\d+ credits\\)$`) });
  await expect(again).toBeEnabled();
  await expectAccessible(page, "Website SEO Auditor, a completed audit");
  await again.click();
  await expect(page.getByText("Audit started again")).toBeVisible();
  await expect(row.getByRole("button", { name: `View Results ${AUDITOR}` })).toBeDisabled();
  await expect(row.getByText("Completed")).toBeVisible({ timeout: 180_000 });

  await row.getByRole("link", { name: `View Results ${AUDITOR}` }).click();
  const changes = page.getByRole("region", { name: "Since the Last Audit" });
  await expect(changes).toBeVisible();
  await expect(changes.getByText(/^Score \d+\/100 → \d+\/100: \d+ findings? fixed, \d+ new\.$/)).toBeVisible();
  await expect(changes.getByRole("listitem").filter({ hasText: "Describe images with alt text" })).toContainText("on Compost heaps for a small garden");
  await expectAccessible(page, "Auditor result, changes since the last audit");
});
