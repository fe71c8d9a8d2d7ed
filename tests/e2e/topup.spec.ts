import { expect, test } from "@playwright/test";
import { signedInAs } from "./support";

const CANCELLED = "Payment cancelled. You have not been charged.";

test("a site owner tops up through the local checkout and sees the credits and the ledger row", async ({ page }) => {
  await signedInAs(page, "demo@sitecrew.local", "demo-password-2026");
  const balance = page.getByTestId("credits-balance");
  await expect(balance).toContainText(/\d/);
  const before = Number((await balance.textContent())!.replace(/\D/g, ""));

  await balance.click();
  await expect(page).toHaveURL(/\/topup/);
  const purchase = page.getByRole("button", { name: "Purchase" });
  await expect(purchase).toBeDisabled();
  // Every package's price per credit has the same three decimals.
  for (const rate of await page.locator(".package-rate").allTextContents()) expect(rate).toMatch(/^\$\d+\.\d{3} per credit$/);
  await page.getByRole("radio", { name: /^100 credits/ }).click();
  await purchase.click();

  // The local stand-in for Stripe says what it is.
  await expect(page).toHaveTitle("Local test checkout — no real money");
  await expect(page.getByRole("heading", { name: "Local test checkout — no real money" })).toBeVisible();
  await expect(page.getByText("100 SiteCrew credits")).toBeVisible();
  await page.getByRole("button", { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/topup/);
  await expect(page.getByText("Topup Succeed", { exact: true })).toBeVisible();
  await expect(page.getByText("Topup succeed.", { exact: true })).toBeVisible();
  await expect(balance).toContainText((before + 100).toLocaleString("en-US"));
  expect(page.url()).not.toContain("session_id");
  await expect(page.getByText(CANCELLED)).toHaveCount(0);

  // The ledger names the package bought, not its id.
  await page.goto("/subscription");
  const row = page
    .getByRole("table")
    .getByRole("row", { name: /Top-up/ })
    .first();
  await expect(row).toContainText("+100");
  await expect(row).toContainText("100-credit package");
  await expect(row).not.toContainText("pkg_");
});

test("leaving the checkout without paying says so and charges nothing", async ({ page }) => {
  await signedInAs(page, "demo@sitecrew.local", "demo-password-2026");
  const balance = page.getByTestId("credits-balance");
  await expect(balance).toContainText(/\d/);
  const before = await balance.textContent();

  await page.goto("/topup");
  await page.getByRole("radio", { name: /^500 credits/ }).click();
  await page.getByRole("button", { name: "Purchase" }).click();
  await expect(page.getByRole("heading", { name: "Local test checkout — no real money" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel and go back" }).click();

  await expect(page).toHaveURL(/\/topup/);
  await expect(page.getByText(CANCELLED)).toBeVisible();
  await expect(balance).toHaveText(before!);

  // A reload is an ordinary visit again.
  await page.reload();
  await expect(page.getByRole("radio").first()).toBeVisible();
  await expect(page.getByText(CANCELLED)).toHaveCount(0);
});

test("a cancel URL with its parameter shows the notice and drops the parameter", async ({ page }) => {
  await signedInAs(page, "demo@sitecrew.local", "demo-password-2026");
  await page.goto("/topup?message=topup_cancelled");
  await expect(page.getByText(CANCELLED)).toBeVisible();
  await expect(page).toHaveURL(/\/topup$/);
});
