import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type LocalWordPress, startWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { linkFromEmail, signIn } from "./support";

let wordpress: LocalWordPress;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  // The plugin is not installed: the test downloads it from the dashboard and uploads it.
  wordpress = await startWordPress({ dir: join(process.env.E2E_DATA_DIR!, "wordpress"), installPlugin: false });
  expect(baseURL).toBeTruthy();
});

test.afterAll(async () => {
  await wordpress?.stop();
});

async function newAccount(page: Page) {
  const email = `site-owner-${randomUUID().slice(0, 8)}@example.test`;
  const password = "Correct-Horse-42";
  const registered = await page.request.post("/api/auth/register", {
    data: { firstName: "Grace", lastName: "Hopper", email, companyName: "Compilers", password },
  });
  expect(registered.status()).toBe(201);
  await page.goto(await linkFromEmail(email, "Verify your email address"));
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
}

test("a site owner connects a real WordPress site and completes onboarding", async ({ page, context }) => {
  test.setTimeout(180_000);
  const host = new URL(wordpress.url).hostname;
  await newAccount(page);
  // A new account without a site is pointed at adding one.
  await expect(page.getByRole("heading", { name: "Connect your first website" })).toBeVisible();

  // Step 1: the domain.
  await page.getByRole("link", { name: "Domains" }).click();
  await expect(page.getByText("No domains configured")).toBeVisible();
  await page.getByRole("link", { name: "Add Domain" }).click();
  await expect(page).toHaveURL(/\/onboarding/);
  const domainInput = page.getByLabel("Domain", { exact: true });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter a valid domain", { exact: true })).toBeVisible();
  await domainInput.fill("not a domain");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter a valid domain format (e.g., example.com)")).toBeVisible();
  await domainInput.fill(`https://${host}/`);
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: the licence key and the plugin.
  await page.getByRole("button", { name: "Generate License Key" }).click();
  const key = (await page.getByTestId("license-key").textContent())!.trim();
  expect(key).toMatch(/^sck_/);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Plugin" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("sitecrew-connector.zip");
  const zipPath = join(process.env.E2E_DATA_DIR!, "sitecrew-connector.zip");
  await download.saveAs(zipPath);
  await page.getByRole("button", { name: "Next" }).click();

  // Step 3 fails until the plugin is connected.
  await page.getByRole("button", { name: "Check Connection" }).click();
  await expect(page.getByText("Connection Failed. Unable to verify plugin connection.")).toBeVisible();
  await expect(page.getByTestId("connection-attempts")).toHaveText(/Attempt 1 of 20/);

  // In WordPress: upload, activate, paste the key, connect.
  const admin = await context.newPage();
  await admin.goto(`${wordpress.url}/wp-login.php`);
  await admin.getByLabel("Username or Email Address").fill(wordpress.admin.user);
  await admin.getByLabel("Password", { exact: true }).fill(wordpress.admin.password);
  await admin.getByRole("button", { name: "Log In" }).click();
  await expect(admin).toHaveURL(/wp-admin/);
  await admin.goto(`${wordpress.url}/wp-admin/plugin-install.php?tab=upload`);
  await admin.locator("#pluginzip").setInputFiles(zipPath);
  await admin.getByRole("button", { name: "Install Now" }).click();
  await admin.getByRole("link", { name: "Activate Plugin" }).click();
  await expect(admin.getByText("Plugin activated.")).toBeVisible();
  await admin.goto(`${wordpress.url}/wp-admin/options-general.php?page=sitecrew`);
  // The API address came inside the zip.
  await expect(admin.locator("#sitecrew-api-url")).toContainText(`${new URL(page.url()).origin}/api`);
  await admin.getByLabel("Licence key").fill(key);
  await admin.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(admin.locator("#sitecrew-status")).toHaveText("Connected");

  // Connected but not yet onboarded: the detail page says so and shows the site as reported at connect.
  const detail = await context.newPage();
  await detail.goto("/domain-manager");
  await detail.getByTestId("domain-row").filter({ hasText: host }).getByRole("link", { name: "View" }).click();
  await expect(detail.getByTestId("onboarding-state")).toContainText("Pending onboarding");
  await expect(detail.getByText("Plugin connected")).toBeVisible();
  // Without the configuration there is nothing to onboard with: the page leads to it instead.
  await expect(detail.getByRole("button", { name: "Start Onboarding" })).toHaveCount(0);
  await expect(detail.getByRole("link", { name: "Complete configuration" })).toHaveAttribute("href", /\/onboarding\?domain=/);
  // The local WordPress is served over plain http: the domain bar must not claim SSL for it.
  await expect(detail.getByTestId("domain-ssl")).toHaveText("No SSL");
  await detail.close();

  // Step 3 again: the check succeeds.
  await page.bringToFront();
  await page.getByRole("button", { name: "Check Connection" }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 4: the global configuration.
  await page.getByRole("button", { name: "Save Configuration" }).click();
  await expect(page.getByText("Website name is required")).toBeVisible();
  const fields: Record<string, string> = {
    "Website Name": "Green Thumbs",
    "Website Niche": "Gardening",
    "Target Audience": "Balcony gardeners",
    Purpose: "Help people grow food in small spaces",
    "Feature 1": "Step-by-step guides",
    "Feature 2": "Seasonal planting plans",
    "Feature 3": "Answers from experts",
    "Keyword 1": "balcony garden",
    "Keyword 2": "container herbs",
    "Keyword 3": "small space vegetables",
    "Category 1": "How-to",
    "Category 2": "Plants",
    "Category 3": "Seasons",
  };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save Configuration" }).click();
  await expect(page.getByRole("heading", { name: "Setup Complete" })).toBeVisible();
  const summary = page.getByTestId("setup-summary");
  for (const text of ["Green Thumbs", "Gardening", "Balcony gardeners", "Seasonal planting plans", "container herbs", "Seasons"]) {
    await expect(summary).toContainText(text);
  }
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/domain-manager$/);

  // The domain is connected and onboarded; its detail shows what the site reported.
  const row = page.getByTestId("domain-row").filter({ hasText: host });
  await expect(row.getByTestId("onboarding-status")).toHaveText("Onboarded");
  await expect(row.getByText("waiting to connect")).toHaveCount(0);
  await row.getByRole("link", { name: "View" }).click();
  await expect(page.getByTestId("domain-configuration")).toContainText("Green Thumbs");
  await expect(page.getByText("Local WordPress")).toBeVisible();

  // Removing the domain revokes the licence: the plugin shows it is disconnected.
  await page.getByRole("button", { name: "Remove Domain" }).click();
  await page.getByRole("dialog", { name: "Delete Domain" }).getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/domain-manager$/);
  await expect(page.getByText("No domains configured")).toBeVisible();
  await admin.reload();
  await expect(admin.locator("#sitecrew-status")).toHaveText("Disconnected");
});
