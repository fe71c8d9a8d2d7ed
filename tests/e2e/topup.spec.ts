import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test("a site owner tops up through the local checkout and sees the credits and the ledger row", async ({ page }) => {
  await signIn(page, "demo@sitecrew.local", "demo-password-2026");
  await expect(page).toHaveURL(/\/dashboard/);
  const balance = page.getByTestId("credits-balance");
  await expect(balance).toContainText(/\d/);
  const before = Number((await balance.textContent())!.replace(/\D/g, ""));

  await balance.click();
  await expect(page).toHaveURL(/\/topup/);
  const purchase = page.getByRole("button", { name: "Purchase" });
  await expect(purchase).toBeDisabled();
  await page.getByRole("radio", { name: /^100 credits/ }).click();
  await purchase.click();

  await expect(page.getByRole("heading", { name: /100 SiteCrew credits/ })).toBeVisible();
  await page.getByRole("button", { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/topup/);
  await expect(page.getByText("Topup Succeed", { exact: true })).toBeVisible();
  await expect(page.getByText("Topup succeed.", { exact: true })).toBeVisible();
  await expect(balance).toContainText((before + 100).toLocaleString("en-US"));
  expect(page.url()).not.toContain("session_id");

  await page.goto("/subscription");
  await expect(page.getByRole("table").getByRole("row", { name: /Top-up/ }).first()).toContainText("+100");
});
