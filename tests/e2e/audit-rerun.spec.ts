import { expect } from "@playwright/test";
import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { connectPlugin } from "../support/wordpress-plugin";
import { test } from "./fixtures/wordpress";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * A site owner audits a post with an image without alt text against two competitors that both write about raised bed
 * soil: the Competitive Analysis tab compares the site with each competitor in a table, and the Content Strategy tab
 * names the topic with its keywords and the competitor pages that cover it, where "Write this post" opens the blog
 * agent form with it. The owner then fixes the image in WordPress, runs the audit again from the list at the price its
 * button shows, and reads what changed at the top of the Executive Summary. One audit serves both, as each costs the
 * same walk: an owner, a connected site, the form, and a run to wait for.
 */

const AUDITOR = "Compost audit";
const BODY = Array.from(
  { length: 10 },
  (_, index) =>
    `<p>Compost heaps work best when greens and browns are layered evenly. Step ${index + 1}: turn the heap, keep it moist and cover it in winter.</p>`,
).join("");

let wordpress: LocalWordPress;
const rivals: FixtureSite[] = [];
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
  for (const [name, host, titles] of [
    ["Bed Builders", "bed-builders.localhost", ["Raised bed soil for vegetables", "Building cedar planters"]],
    ["Soil Notes", "soil-notes.localhost", ["Mixing raised bed soil", "Mulching vegetable beds"]],
  ] as const) {
    const pages = titles.map((title) => ({
      path: `/${title.toLowerCase().replaceAll(" ", "-")}/`,
      title,
      body: `${title}.\n\n## Compost and topsoil\n\nRaised bed soil is two parts topsoil to one part compost. Compost and topsoil settle over winter.`,
    }));
    rivals.push(await serveFixtureSite(competitorSite({ name, pages }), { host }));
  }
});

test.afterAll(async () => {
  await Promise.all(rivals.map((site) => site.close()));
});

test("an owner reads the topics competitors cover, compares the site with each, runs the audit again after fixing a defect and sees it fixed", async ({
  page,
}) => {
  test.setTimeout(400_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "audit-rerun", "Correct-Horse-42");
  const key = await addSiteAndSelect(page, new URL(wordpress.url).hostname);
  const connected = await connectPlugin(wordpress, key);
  expect(connected.ok, connected.message).toBe(true);
  await topUp(page, 100);

  await page.goto("/add-service/add-blog-auditor");
  for (const rival of rivals) {
    await page.getByLabel("Competitor address").fill(rival.url);
    await page.getByLabel("Competitor address").press("Enter");
  }
  await page.getByLabel("Auditor Name").fill(AUDITOR);
  await page
    .getByRole("list", { name: "The site's pages and posts" })
    .getByRole("checkbox", { name: /Compost heaps/ })
    .check();
  await page.getByRole("button", { name: "Create Auditor" }).click();
  await expect(page).toHaveURL(/\/add-service\/manage-blog-auditor/);
  const row = page.getByTestId("auditor-row").filter({ hasText: AUDITOR });
  await expect(row.getByText("Completed")).toBeVisible({ timeout: 180_000 });
  await row.getByRole("link", { name: `View Results ${AUDITOR}` }).click();

  const tabs = page.getByRole("tablist", { name: "Audit report" });
  const panel = page.getByRole("tabpanel");

  await test.step("the Competitive Analysis tab compares the site with each competitor in a table", async () => {
    await tabs.getByRole("tab", { name: "Competitive Analysis" }).click();
    const table = panel.getByRole("table", { name: "Your site against each competitor" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Site",
      "Pages crawled",
      "Average words",
      "Structured data types",
      "HTTPS",
      "Internal links per page",
      "Topics it covers that you do not",
    ]);
    await expect(table.getByRole("rowheader")).toHaveText(["Your site (audited pages)", /Bed Builders/, /Soil Notes/]);
    await expect(table.getByRole("row").filter({ hasText: "Bed Builders" })).toContainText("raised bed soil");
    await expectAccessible(page, "Auditor result, Competitive Analysis with the figures table");
  });

  await test.step("the Content Strategy tab names the topic, and Write this post opens the blog agent form with it", async () => {
    await tabs.getByRole("tab", { name: "Content Strategy" }).click();
    const topic = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Raised bed soil: a practical guide" }) });
    await expect(topic).toContainText("Topic: raised bed soil");
    await expect(topic.getByRole("link", { name: /Mixing raised bed soil/ })).toHaveAttribute("target", "_blank");
    await expect(topic.getByRole("listitem").filter({ hasText: /^raised bed soil$/ })).toBeVisible();
    await expectAccessible(page, "Auditor result, Content Strategy with topics");
    await topic.getByRole("link", { name: /^Write this post\W+Raised bed soil: a practical guide$/ }).click();
    await expect(page).toHaveURL(/\/add-service\/add-blog-agent\?topic=raised/);
    await expect(page.getByRole("list", { name: "Chosen keywords" }).getByRole("listitem")).toHaveText(["raised bed soil"]);
  });

  await page.goto("/add-service/manage-blog-auditor");
  await wordpress.php(
    `wp_update_post(['ID' => ${postId}, 'post_content' => ${JSON.stringify(`${BODY}<img src='/heap.jpg' alt='A compost heap of layered leaves'>`)}]);`,
  );
  const again = row.getByRole("button", { name: new RegExp(`^Run again ${AUDITOR} \\(\\d+ credits\\)$`) });
  await expect(again).toBeEnabled();
  await expectAccessible(page, "Website SEO Auditor, a completed audit");
  await again.click();
  // A paid button says the price and asks first.
  const confirm = page.getByRole("dialog", { name: "Run the audit again" });
  await expect(confirm).toContainText(/This costs \d+ credits/);
  await expectAccessible(page, "Website SEO Auditor, confirming a run again");
  await confirm.getByRole("button", { name: /^Run again for \d+ credits$/ }).click();
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
