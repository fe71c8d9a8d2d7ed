import { expect, type Page } from "@playwright/test";
import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { connectPlugin } from "../support/wordpress-plugin";
import { test } from "./fixtures/wordpress";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * A site owner audits pages of a real WordPress site against two competitor sites served on loopback: the form's
 * checks, its competitors and its live cost, the 402 before topping up, the run's progress in the list, the four
 * tabs of the result, the print-ready report, the older single-page view's real figures, and deleting the audit.
 * Every page is checked for accessibility on a desk and on a phone with nothing wider than the screen.
 */

const PASSWORD = "Correct-Horse-42";
const AUDITOR = "Spring garden audit";

let wordpress: LocalWordPress;
const competitors: FixtureSite[] = [];

const paragraphs = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `${topic} works best when the soil drains well and the bed gets six hours of sun. Step ${index + 1}: mulch, water deeply once a week and feed with compost so the roots grow strong through the season.`,
  ).join("\n\n");

test.beforeAll(async ({ baseURL, sharedWordPress }) => {
  test.setTimeout(240_000);
  wordpress = await sharedWordPress.withPlugin(`${baseURL}/api`);
  // Two posts with planted defects: no meta description, a thin body, an image without alt text.
  for (const post of [
    { title: "Tomatoes", content: "<p>Tomatoes like sun.</p><img src='/tomato.jpg'>" },
    { title: "Watering roses in summer", content: "<h3>Morning</h3><p>Water roses early in the morning, at the base, so the leaves stay dry.</p>" },
  ]) {
    await wordpress.php(
      `echo wp_insert_post(['post_title' => ${JSON.stringify(post.title)}, 'post_content' => ${JSON.stringify(post.content)}, 'post_status' => 'publish']);`,
    );
  }
  for (const [name, host, topics] of [
    ["Rival Gardens", "rival-gardens.localhost", ["Composting at home", "Raised bed soil", "Companion planting"]],
    ["Green Rows", "green-rows.localhost", ["Drip irrigation", "Pruning fruit trees", "Seed starting indoors"]],
  ] as const) {
    const pages = topics.map((title) => ({ path: `/${title.toLowerCase().replaceAll(" ", "-")}/`, title, body: paragraphs(title, 8) }));
    competitors.push(await serveFixtureSite(competitorSite({ name, pages }), { host }));
  }
});

test.afterAll(async () => {
  await Promise.all(competitors.map((site) => site.close()));
});

/** Fills the form's name and content; the competitors listed in it are the audit's, saved as the domain's once it starts. */
async function fillForm(page: Page) {
  await page.getByLabel("Auditor Name").fill(AUDITOR);
  const content = page.getByRole("list", { name: "The site's pages and posts" });
  await content.getByRole("checkbox", { name: /Tomatoes/ }).check();
  await content.getByRole("checkbox", { name: /Watering roses in summer/ }).check();
  await expect(page.getByText("2 items selected")).toBeVisible();
}

test("an owner audits a WordPress site against two competitors and reads the report", async ({ page, context }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "seo-auditor", PASSWORD);

  await test.step("add the WordPress site and connect its plugin", async () => {
    const key = await addSiteAndSelect(page, new URL(wordpress.url).hostname);
    const connected = await connectPlugin(wordpress, key);
    expect(connected.ok, connected.message).toBe(true);
  });

  await test.step("the Website SEO Auditor card opens an empty list", async () => {
    await page.getByRole("button", { name: "Services" }).click();
    await page.getByRole("link", { name: "Add Service" }).click();
    await page.getByRole("link", { name: "Choose an SEO agent" }).click();
    await page.getByRole("link", { name: "Open Website SEO Auditor" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-blog-auditor/);
    await expect(page.getByRole("heading", { name: "Website SEO Auditor" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No blog auditor yet" })).toBeVisible();
    await expect(page.getByText("Get started by creating your first blog auditor")).toBeVisible();
    await expectAccessible(page, "Website SEO Auditor, empty");
    await page.getByRole("link", { name: "Create Blog Auditor" }).click();
    await expect(page).toHaveURL(/\/add-service\/add-blog-auditor/);
  });

  await test.step("the form says what is missing and sends nothing", async () => {
    await expect(page.getByRole("heading", { name: "Create SEO Auditor" })).toBeVisible();
    await expect(page.getByText("1-10 competitors")).toBeVisible();
    // The list is the only question about competitors: no number to give as well.
    await expect(page.getByLabel("Number of Competitors")).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: /Tomatoes/ })).toBeVisible();
    await expectAccessible(page, "Create SEO Auditor");
    await page.getByRole("button", { name: "Create Auditor" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Add at least one competitor to compare with")).toBeVisible();
    await expect(page.getByText("Select at least one page or post to analyze")).toBeVisible();
    await expect(page.getByLabel("Auditor Name")).toBeFocused();
  });

  await test.step("two competitors are listed in the form, to be saved with the auditor", async () => {
    const address = page.getByLabel("Competitor address");
    await address.fill("ftp://rival.example");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("ftp://rival.example must start with http:// or https://")).toBeVisible();
    for (const site of competitors) {
      await address.fill(site.url);
      await address.press("Enter");
    }
    await address.fill(`${competitors[0]!.url}/`);
    await address.press("Enter");
    await expect(page.getByText(`${competitors[0]!.url} is listed already`)).toBeVisible();
    await address.fill("");
    await expect(page.getByRole("list", { name: "Listed competitors" }).getByRole("listitem")).toHaveCount(2);
  });

  await test.step("the cost follows the form, and Create without credits says so", async () => {
    await fillForm(page);
    await expect(page.getByTestId("audit-cost")).toContainText("Cost: 17 credits (7 + 2 × 2 competitors + 3 × 2 items)");
    await page.getByRole("button", { name: "Create Auditor" }).click();
    const failure = page.getByRole("alert").filter({ hasText: "Not enough credits" });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole("link", { name: "Top up" })).toBeVisible();
    await expect(page).toHaveURL(/\/add-service\/add-blog-auditor/);
  });

  await test.step("after topping up, Create starts the audit and the list shows its progress until it completes", async () => {
    await topUp(page, 100);
    await page.goto("/add-service/add-blog-auditor");
    // An audit that did not start saved nothing: the competitors are typed again.
    for (const site of competitors) {
      await page.getByLabel("Competitor address").fill(site.url);
      await page.getByLabel("Competitor address").press("Enter");
    }
    await expect(page.getByRole("list", { name: "Listed competitors" }).getByRole("listitem")).toHaveCount(2);
    await fillForm(page);
    await page.getByRole("button", { name: "Create Auditor" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-blog-auditor/);
    const row = page.getByTestId("auditor-row").filter({ hasText: AUDITOR });
    await expect(row).toContainText("2 Pages");
    await expect(row).toContainText("2 Sites");
    await expect(row.getByRole("button", { name: `View Results ${AUDITOR}` })).toBeDisabled();
    await expect(row.getByText("Completed")).toBeVisible({ timeout: 180_000 });
    await expectAccessible(page, "Website SEO Auditor, one audit");
    await row.getByRole("link", { name: `View Results ${AUDITOR}` }).click();
    await expect(page).toHaveURL(/\/add-service\/view-auditor-result\/aud_/);
  });

  await test.step("the result's four tabs, moved through with the keyboard", async () => {
    await expect(page.getByText(`Auditor: ${AUDITOR} · `, { exact: false })).toBeVisible();
    await expect(page.getByText(/aud_/)).toHaveCount(0);
    await expect(page.getByText("Pages audited")).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Audit report" });
    await expect(tabs.getByRole("tab")).toHaveText(["Executive Summary", "Content Strategy", "Competitive Analysis", "Technical Analysis"]);
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Key Strengths" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Priority Issues" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Authority & Trust Assessment" })).toBeVisible();
    await expect(panel).toContainText("2 competitors analysed");
    await expectAccessible(page, "Auditor result, Executive Summary");

    await tabs.getByRole("tab", { name: "Executive Summary" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Content Strategy" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Content Strategy" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("heading", { name: "Recommended Content Topics" })).toBeVisible();
    await expectAccessible(page, "Auditor result, Content Strategy");

    await page.keyboard.press("ArrowRight");
    // The server measures one page an audit, through PageSpeed Insights' double and its recorded Lighthouse result
    // (playwright.config.ts): the site's row has that result's scores, each competitor's says why it has none.
    const lighthouse = panel.getByTestId("lighthouse-comparison");
    await expect(lighthouse.getByRole("row").filter({ hasText: "Your measured page (1 of 2; 1 not measured)" }).getByRole("cell").first()).toHaveText("82");
    await expect(lighthouse.getByRole("row").filter({ hasText: "Not measured: an audit measures at most 1 page with Lighthouse" })).toHaveCount(2);
    const cards = panel.getByTestId("competitor-card");
    await expect(cards).toHaveCount(2);
    for (const site of competitors) {
      const visit = panel.getByRole("link", { name: new RegExp(`Visit Site ${new URL(site.url).host}`) });
      await expect(visit).toHaveAttribute("target", "_blank");
      await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expectAccessible(page, "Auditor result, Competitive Analysis");

    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "Technical Analysis" })).toHaveAttribute("aria-selected", "true");
    const pages = panel.getByTestId("audited-page");
    await expect(pages).toHaveCount(2);
    const tomatoes = pages.filter({ hasText: "Tomatoes" });
    await expect(tomatoes.getByRole("link", { name: /View Page/ })).toHaveAttribute("target", "_blank");
    await expect(tomatoes.getByRole("heading", { name: "Recommended Actions" })).toBeVisible();
    await expect(tomatoes.getByText(/^Impact: (Low|Medium|High)$/).first()).toBeVisible();
    const figures = panel.getByTestId("lighthouse-figures");
    await expect(figures.getByRole("definition").first()).toHaveText("82");
    await expect(figures.getByText("Not measured: an audit measures at most 1 page with Lighthouse")).toHaveCount(1);
    await expectAccessible(page, "Auditor result, Technical Analysis");
    await page.keyboard.press("Home");
    await expect(tabs.getByRole("tab", { name: "Executive Summary" })).toHaveAttribute("aria-selected", "true");
  });

  await test.step("Export Report opens the print-ready report in a new tab", async () => {
    const opening = context.waitForEvent("page");
    await page.getByRole("link", { name: /Export Report/ }).click();
    const report = await opening;
    await expect(report).toHaveURL(/\/add-service\/auditor-report\/aud_/);
    await expect(report.getByRole("heading", { level: 1, name: AUDITOR })).toBeVisible();
    for (const section of ["Executive Summary", "Content Strategy", "Competitive Analysis", "Technical Analysis"]) {
      await expect(report.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(report.getByRole("button", { name: "Print / Save as PDF" })).toBeVisible();
    // Printed, the dashboard around the report is gone.
    await report.emulateMedia({ media: "print" });
    await expect(report.locator(".app-header")).toBeHidden();
    await expect(report.getByRole("button", { name: "Print / Save as PDF" })).toBeHidden();
    await report.emulateMedia({ media: "screen" });
    await expectAccessible(report, "Audit report");
    await report.close();
  });

  await test.step("the older single-page view shows the audit's real figures", async () => {
    await page.goto("/add-service/manage-blog-auditor-agent");
    const row = page.getByTestId("auditor-row").filter({ hasText: AUDITOR });
    await expect(row.getByText("Completed")).toBeVisible();
    await expectAccessible(page, "Blog Auditor Agent");
    await row.getByRole("button", { name: `View ${AUDITOR}` }).click();
    await expect(page.getByText(/SEO score out of 100/)).toBeVisible();
    for (const count of ["Passed", "Warnings", "Issues"]) await expect(page.getByRole("term").getByText(count, { exact: true })).toBeVisible();
    await expectAccessible(page, "Blog Auditor Agent, results");
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Add Auditor" }).click();
    await expect(page.getByLabel("Number of Competitors")).toHaveValue("2");
    await page.getByRole("button", { name: "Start Audit" }).click();
    await expect(page.getByText("Please fill in the auditor name and select at least one piece of content.")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
  });

  await test.step("deleting the audit asks first, then empties the list", async () => {
    await page.goto("/add-service/manage-blog-auditor");
    const row = page.getByTestId("auditor-row").filter({ hasText: AUDITOR });
    await row.getByRole("button", { name: `Delete ${AUDITOR}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Blog Auditor" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("heading", { name: "No blog auditor yet" })).toBeVisible();
  });
});
