import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { addSiteAndSelect, DESKTOP, expectAccessible, PHONE, signedInOwner } from "./support";

/**
 * The shell on a nested page: the sidebar highlights the one section the page belongs to (and marks it as the
 * current page), and the profile button's name says what it shows (WCAG 2.5.3), at desktop width and on a phone.
 */

const PASSWORD = "Correct-Horse-42";

/** The sidebar links marked as the current page, by name. */
const currentLinks = (page: Page) => page.getByRole("navigation", { name: "Main" }).locator('a[aria-current="page"]');

/** Axe's label-in-name rule (WCAG 2.5.3), which its default run leaves out as experimental. */
async function labelInNameProblems(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

test("the sidebar highlights the open section and the profile button says its visible name", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "shell", PASSWORD, { firstName: "Grace", lastName: "Hopper" });
  await addSiteAndSelect(page, `shell-${randomUUID().slice(0, 8)}.example.com`);

  await test.step("a page under Add Service's path that manages an agent is Manage Services", async () => {
    await page.goto("/add-service/manage-blog-agent");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(currentLinks(page)).toHaveCount(1);
    await expect(currentLinks(page)).toHaveText("Manage Services");
    await expect(page.locator(".nav-link.is-active")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
  });

  await test.step("the profile button's name holds the name it shows", async () => {
    const profile = page.getByRole("button", { name: "Grace, profile menu" });
    await expect(profile).toBeVisible();
    await expect(profile).toHaveText("Grace");
    expect(await labelInNameProblems(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await expect(page.getByRole("button", { name: "Grace, profile menu" })).toBeVisible();
    expect(await labelInNameProblems(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page, "Blog agents, a nested page");
  });

  await test.step("a form that adds an agent is Add Service, and a domain's page is Domains", async () => {
    await page.goto("/add-service/add-blog-agent");
    await expect(currentLinks(page)).toHaveText("Add Service");
    await page.goto("/add-service");
    await expect(currentLinks(page)).toHaveText("Add Service");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Domains" }).click();
    await expect(currentLinks(page)).toHaveText("Domains");
    await page.getByRole("link", { name: /^View/ }).first().click();
    await expect(page).toHaveURL(/\/domain-manager\/domain-detail\//);
    await expect(currentLinks(page)).toHaveText("Domains");
    await expect(page.locator(".nav-link.is-active")).toHaveCount(1);
    await expectAccessible(page, "A domain's page");
  });
});
