import { expect, type Locator } from "@playwright/test";
import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { connectPlugin } from "../support/wordpress-plugin";
import { test } from "./fixtures/wordpress";
import { accessibilityProblems, addSiteAndSelect, DESKTOP, PHONE, signedInOwner, topUp } from "./support";

/**
 * The optimization's approval preview: the post before and after side by side on a desk (stacked under their own
 * headings on a phone), the scores before and after, and the checks whose result changed, checked with axe at both
 * widths and used from the keyboard.
 */

const PASSWORD = "Correct-Horse-42";
const TITLE = "Repotting basil";
const KEYPHRASE = "repotting basil";

/** No keyphrase in the introduction, no subheadings or links, long sentences: checks the rewrite repairs. */
const WEAK = Array.from(
  { length: 12 },
  (_, index) =>
    `<p>When the roots of a plant in a small pot on a sunny windowsill start to circle the bottom and poke out of the drainage holes, the plant cannot take up enough water in the afternoon heat, and its leaves droop even when the soil was watered in the morning of day ${index + 1}.</p>`,
).join("\n");

test.describe.configure({ mode: "serial" });

let wordpress: LocalWordPress;

test.beforeAll(async ({ baseURL, sharedWordPress }) => {
  test.setTimeout(180_000);
  wordpress = await sharedWordPress.withPlugin(`${baseURL}/api`);
});

async function publishPost(title: string, content: string) {
  const fields = { post_title: title, post_content: content, post_status: "publish", post_author: 1, meta_input: { _yoast_wpseo_focuskw: KEYPHRASE } };
  const output = await wordpress.php(`
    $id = wp_insert_post(json_decode(${JSON.stringify(JSON.stringify(fields))}, true), true);
    echo is_wp_error($id) ? 0 : $id;
  `);
  expect(Number(output)).toBeGreaterThan(0);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

async function expectNoAxeProblems(page: Parameters<typeof accessibilityProblems>[0], where: string) {
  const problems = await accessibilityProblems(page, where);
  expect(problems, problems.join("\n")).toEqual([]);
}

test("the optimization's approval shows the post before and after, its scores and the checks that changed", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "optimizer-compare", PASSWORD);
  const key = await addSiteAndSelect(page, new URL(wordpress.url).hostname);
  expect(await connectPlugin(wordpress, key)).toMatchObject({ ok: true });
  await publishPost(TITLE, WEAK);
  await topUp(page, 100);

  await test.step("a rewrite of the post runs to completion; its row opens the before and after, and leads to the approval", async () => {
    await page.goto("/add-service/manage-blog-optimization-agent");
    await page.getByRole("button", { name: "Add Optimization Agent" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Blog Optimization" });
    await dialog.getByRole("checkbox", { name: new RegExp(TITLE) }).check();
    await dialog.getByRole("button", { name: "Start Optimization" }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByTestId("optimization-row").filter({ hasText: TITLE });
    await expect(row.locator('td[data-label="Status"]')).toContainText("Completed", { timeout: 120_000 });

    const compare = row.getByRole("button", { name: `Before and after: ${TITLE}` });
    await compare.click();
    const fromList = page.getByRole("dialog", { name: TITLE });
    await expect(fromList.getByRole("heading", { level: 3, name: "Before" })).toBeVisible();
    await expect(fromList.getByRole("heading", { level: 3, name: "Checks that changed" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(fromList).toHaveCount(0);
    await expect(compare).toBeFocused();

    await row.getByRole("link", { name: "Awaiting approval" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible();
  });

  const item = page.getByTestId("approval-row").filter({ hasText: TITLE });
  const preview = page.getByRole("dialog", { name: TITLE });
  const before = preview.getByRole("region", { name: "Before" });
  const after = preview.getByRole("region", { name: "After" });

  await test.step("on a desk, before and after sit side by side under their headings, with the scores and the changed checks", async () => {
    await item.getByRole("button", { name: `Preview ${TITLE}` }).click();
    await expect(preview.getByRole("heading", { level: 3, name: "Before" })).toBeVisible();
    await expect(preview.getByRole("heading", { level: 3, name: "After" })).toBeVisible();
    await expect(before.locator(`iframe[title="Preview of ${TITLE}, before the rewrite"]`)).toBeVisible();
    await expect(after.locator(`iframe[title="Preview of ${TITLE}"]`)).toBeVisible();
    // Title, SEO title, meta description, focus keyphrase: the rewrite wrote the meta description the post lacked.
    await expect(before.getByRole("definition").nth(2)).toHaveText("None");
    await expect(after.getByRole("definition").nth(2)).toHaveText(/^Repotting basil: /);
    await expect(before.getByRole("definition").nth(3)).toHaveText(KEYPHRASE);

    const [left, right] = [await box(before), await box(after)];
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
    expect(Math.abs(right.y - left.y)).toBeLessThan(2);

    const scores = preview.getByRole("table", { name: /Scores before and after/ });
    for (const name of ["SEO", "Readability", "Overall (Yoast)"]) {
      const row = scores.getByRole("row", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) });
      await expect(row.getByRole("cell").nth(0)).toHaveText(/^\d+ \((Good|OK|Needs work)\)$/);
      await expect(row.getByRole("cell").nth(1)).toHaveText(/^\d+ \((Good|OK|Needs work)\)$/);
    }
    const overall = scores.getByRole("row", { name: /^Overall/ }).getByRole("cell");
    const [was, now] = [Number((await overall.nth(0).textContent())!.split(" ")[0]), Number((await overall.nth(1).textContent())!.split(" ")[0])];
    expect(now).toBeGreaterThan(was);
    await expect(overall.nth(2)).toHaveText(`+${now - was}`);

    const changed = preview.getByRole("region", { name: "Checks that changed" }).getByRole("listitem");
    await expect(changed.filter({ hasText: "Keyphrase in introduction" })).toHaveText(/Keyphrase in introduction: Problem\s*→\s*to Good\s*Better/);
    expect(await changed.count()).toBeGreaterThan(1);
    await expectNoAxeProblems(page, "The rewrite's before and after, desk");
  });

  await test.step("on a 390 px phone, Before comes above After, nothing is wider than the screen", async () => {
    await page.setViewportSize(PHONE);
    await expect(after).toBeVisible();
    const [top, bottom] = [await box(before), await box(after)];
    expect(bottom.y).toBeGreaterThanOrEqual(top.y + top.height);
    expect(Math.abs(bottom.x - top.x)).toBeLessThan(2);
    expect(top.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeProblems(page, "The rewrite's before and after, phone");
  });

  await test.step("from the keyboard, the scores scroll into reach and Escape closes the preview", async () => {
    await page.setViewportSize(DESKTOP);
    const scoresTable = preview.getByRole("region", { name: "Scores, table" });
    await preview.getByRole("button", { name: "Close" }).focus();
    // Past the link to the live post, the scores table is the next stop.
    for (let stops = 0; stops < 3 && !(await scoresTable.evaluate((element) => element === document.activeElement)); stops++) await page.keyboard.press("Tab");
    await expect(scoresTable).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(preview).toHaveCount(0);
    await expect(item.getByRole("button", { name: `Preview ${TITLE}` })).toBeFocused();
  });
});
