import { expect, type Page } from "@playwright/test";
import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { connectPlugin } from "../support/wordpress-plugin";
import { test } from "./fixtures/wordpress";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * The blog optimization agent on a real WordPress: a weak post of the site is picked in the modal, rewritten by a
 * run against Yoast's checks, approved in the queue, and then reads differently at its own address. Every page and
 * dialog is checked with axe on a desk and a phone.
 */

const PASSWORD = "Correct-Horse-42";
const TITLE = "Watering tomatoes";

/** A post that fails many checks: no subheadings, no links, long sentences, a keyphrase absent from the intro. */
const WEAK_CONTENT = [
  "Plants in pots on a balcony dry out much faster than plants in the ground because the small amount of soil warms up in the sun and the wind takes the moisture away from the leaves and from the surface of the pot, and this is why many people who grow vegetables in containers find that their plants wilt in the afternoon even when they gave them water in the morning.",
  "The fruit splits when the supply of water changes suddenly, for example after a dry week followed by a heavy rain or a big watering, and the skin cannot grow as fast as the inside of the fruit so it cracks and the cracks let in mould and insects which spoil the harvest.",
  "Water deeply and regularly, early in the morning, at the base of the plant rather than on the leaves, and check the soil with a finger before you water again, because soil that is still damp two centimetres below the surface does not need more water yet and roots that sit in wet soil for days start to rot.",
  "A layer of mulch such as straw or dried grass clippings keeps the soil cool and slows the drying, and a saucer under the pot catches the water that runs through so the roots can drink it later in the day when the sun is strongest.",
].map((paragraph) => `<p>${paragraph}</p>`);

test.describe.configure({ mode: "serial" });

let wordpress: LocalWordPress;

test.beforeAll(async ({ baseURL, sharedWordPress }) => {
  test.setTimeout(180_000);
  wordpress = await sharedWordPress.withPlugin(`${baseURL}/api`);
});

/** Publishes a post on the site as its author would, and answers its id and address. */
async function publishPost(title: string, content: string) {
  const output = await wordpress.php(`
    $id = wp_insert_post(['post_title' => ${JSON.stringify(title)}, 'post_content' => ${JSON.stringify(content)}, 'post_status' => 'publish', 'post_author' => 1], true);
    if (is_wp_error($id)) { echo wp_json_encode(['error' => $id->get_error_message()]); return; }
    echo wp_json_encode(['id' => $id, 'url' => get_permalink($id)]);
  `);
  const post = JSON.parse(output) as { id: number; url: string; error?: string };
  expect(post.error).toBeUndefined();
  return post;
}

/** The post's body as a visitor reads it at its address. */
async function postText(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response!.status()).toBe(200);
  return (await page.locator("main").innerText()).replace(/\s+/g, " ").trim();
}

test("an owner rewrites a weak post with the optimizer, approves it and reads the new version at the same address", async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "blog-optimizer", PASSWORD);
  const host = new URL(wordpress.url).hostname;

  await test.step("the site is added, selected and connected through the plugin", async () => {
    // What the plugin's Connect button does; wordpress.spec.ts presses it on the settings page.
    const connected = await connectPlugin(wordpress, await addSiteAndSelect(page, host));
    expect(connected.ok, connected.message).toBe(true);
  });

  const post = await publishPost(TITLE, WEAK_CONTENT.join("\n\n"));
  const visitor = await context.newPage();
  const before = await postText(visitor, post.url);
  expect(before).toContain("Plants in pots on a balcony");

  await test.step("the Blog Optimization card opens an empty Blog Optimization Agent", async () => {
    await page.getByRole("button", { name: "Services" }).click();
    await page.getByRole("link", { name: "Add Service" }).click();
    await page.getByRole("link", { name: "Choose an SEO agent" }).click();
    await page.getByRole("link", { name: "Open Blog Optimization" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-blog-optimization-agent/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Optimization Agent" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No optimization yet" })).toBeVisible();
    await expectAccessible(page, "Blog Optimization Agent, empty");
  });

  const dialog = page.getByRole("dialog", { name: "Add New Blog Optimization" });
  await test.step("the modal: Yoast by default, its cost, the alert with nothing selected, search by title or id", async () => {
    await page.getByRole("button", { name: "Add Optimization Agent" }).click();
    await expect(dialog).toBeVisible();
    const search = dialog.getByLabel("Search content");
    await expect(search).toBeFocused();
    await expect(dialog.getByLabel("Provider")).toHaveValue("yoast");
    await expect(dialog.getByText("Yoast SEO's own assessments")).toBeVisible();
    await expect(dialog.getByTestId("optimization-cost")).toContainText("Each post costs 8 credits.");
    await expect(dialog.getByText("0 item(s) selected")).toBeVisible();
    await dialog.getByRole("button", { name: "Start Optimization" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please select at least one content item to optimize.");

    await search.fill("no such post anywhere");
    await expect(dialog.getByText("No content found matching your search")).toBeVisible();
    await search.fill(String(post.id));
    await expect(dialog.getByRole("checkbox", { name: new RegExp(TITLE) })).toBeVisible();
    await search.fill("WATERING TOM");
    await dialog.getByRole("checkbox", { name: new RegExp(TITLE) }).check();
    await expect(dialog.getByText("1 item(s) selected")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(dialog.getByTestId("optimization-cost")).toContainText("Total: 8 credits (8 credits × 1 post)");
    await expectAccessible(page, "Add New Blog Optimization");

    await dialog.getByRole("button", { name: "Clear All" }).click();
    await expect(dialog.getByText("0 item(s) selected")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  await test.step("with no credits, Start says so and leads to a top-up; nothing is started", async () => {
    await page.getByRole("button", { name: "Add Optimization Agent" }).click();
    await dialog.getByRole("checkbox", { name: new RegExp(TITLE) }).check();
    await dialog.getByRole("button", { name: "Start Optimization" }).click();
    const short = dialog.getByRole("alert");
    await expect(short).toContainText("Not enough credits");
    await expect(short).toContainText("this needs 8 credits");
    await expect(short.getByRole("link", { name: "Top up" })).toHaveAttribute("href", "/topup");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No optimization yet" })).toBeVisible();
    await topUp(page, 100);
    await page.goto("/add-service/manage-blog-optimization-agent");
  });

  const row = page.getByTestId("optimization-row").filter({ hasText: TITLE });
  await test.step("the modal opens afresh, and Start Optimization runs the rewrite to completion", async () => {
    const balance = page.getByTestId("credits-balance");
    await expect(balance).toHaveText("100");
    await page.getByRole("button", { name: "Add Optimization Agent" }).click();
    await expect(dialog.getByText("0 item(s) selected")).toBeVisible();
    await expect(dialog.getByLabel("Search content")).toHaveValue("");
    await dialog.getByRole("checkbox", { name: new RegExp(TITLE) }).check();
    await dialog.getByRole("button", { name: "Start Optimization" }).click();
    await expect(dialog).toHaveCount(0);

    await expect(row).toBeVisible();
    await expect(row.getByRole("rowheader")).toContainText(`ID ${post.id}`);
    await expect(row.locator('td[data-label="Status"]')).toContainText("Completed", { timeout: 120_000 });
    await expect(row.locator('td[data-label="Optimized Post"]')).toContainText("Optimized");
    const [scoreBefore, scoreAfter] = (await row.locator(".optimizer-score").textContent())!.match(/\d+/g)!.map(Number);
    expect(scoreAfter).toBeGreaterThan(scoreBefore!);
    await expect(row.locator('td[data-label="Score"]')).toContainText("Yoast");
    await expect(balance).toHaveText("92");
    await expectAccessible(page, "Blog Optimization Agent, one completed rewrite");
  });

  await test.step("the rewrite waits in the approval queue and approving it replaces the post in place", async () => {
    await row.getByRole("link", { name: "Awaiting approval" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible();
    const item = page.getByTestId("approval-row");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Blog optimization");
    const title = (await item.getByRole("rowheader").textContent())!.trim();
    await expectAccessible(page, "Approvals with a rewrite");

    await item.getByRole("button", { name: `Preview ${title}` }).click();
    const preview = page.getByRole("dialog", { name: title });
    await expect(preview.locator(`iframe[title="Preview of ${title}"]`)).toBeVisible();
    await expectAccessible(page, "Approvals, the rewrite's preview");
    await page.keyboard.press("Escape");
    await expect(preview).toHaveCount(0);

    await item.getByRole("button", { name: `Approve ${title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Approve and replace" });
    await expect(confirm).toContainText("replaces the published post it was rewritten from, at the same address");
    await expectAccessible(page, "Approve and replace");
    await confirm.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("The rewrite is live on your site, at the post's address.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nothing waiting for you" })).toBeVisible();
  });

  await test.step("the post's own address now serves the rewrite", async () => {
    const after = await postText(visitor, post.url);
    expect(after).not.toEqual(before);
    expect(visitor.url()).toBe(post.url);
    await visitor.close();

    await page.goto("/add-service/manage-blog-optimization-agent");
    await expect(row.locator('td[data-label="Status"]')).toContainText("Applied to the post");
  });
});
