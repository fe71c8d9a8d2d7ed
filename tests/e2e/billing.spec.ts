import { expect, test } from "@playwright/test";
import { signedInAs } from "./support";

test("the Billing page shows the real balance and every credit movement", async ({ page }) => {
  await signedInAs(page, "demo@sitecrew.local", "demo-password-2026");
  await page.getByRole("link", { name: "Subscription" }).click();
  await expect(page).toHaveURL(/\/subscription/);
  const balance = await page.getByTestId("credits-balance").textContent();
  expect(balance).toMatch(/\d/);
  await expect(page.getByRole("link", { name: "Top up credits" })).toHaveAttribute("href", "/topup");
  const history = page.getByRole("table");
  await expect(history.getByRole("row", { name: /Welcome credits/ })).toContainText("+500");
});
