import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { securityHeadersFor } from "../../packages/functions/src/api/security-headers";
import { linkFromEmail, signIn } from "./support";

// A real 1x1 PNG: its preview is a blob: URL, the saved avatar a same-origin file.
const avatar = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const PASSWORD = "Strict-Policy-2026";

test("the dashboard runs under its Content-Security-Policy without a single violation", async ({ page, request }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content.Security.Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
  // Added through the DevTools protocol, so the policy does not block the listener itself.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });

  const email = `csp-${randomUUID().slice(0, 12)}@example.test`;
  const registered = await request.post("/api/auth/register", {
    data: { firstName: "Content", lastName: "Policy", email, companyName: "Headers Ltd", password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await request.get(await linkFromEmail(email, "Verify your email address"), { maxRedirects: 0 })).status()).toBe(302);

  await test.step("the page itself carries the headers", async () => {
    const response = await page.goto("/auth/login");
    const headers = response!.headers();
    // The local file store (s3rver) is the policy's one other origin, for images and video.
    const storage = /media-src 'self' (http:\/\/(?:localhost|127\.0\.0\.1):\d+)/.exec(headers["content-security-policy"] ?? "")?.[1];
    expect(storage, "the file store's origin in media-src").toBeTruthy();
    for (const [name, value] of Object.entries(securityHeadersFor(storage!))) expect(headers[name.toLowerCase()], name).toBe(value);
  });

  await test.step("sign in and walk the app", async () => {
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByTestId("credits-balance")).toBeVisible();
    for (const path of ["/domain-manager", "/topup", "/subscription", "/dashboard"]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
    }
  });

  await test.step("an avatar preview and upload", async () => {
    await page.goto("/profile");
    await page.getByLabel("Upload avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: avatar });
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.getByText("Avatar updated successfully!")).toBeVisible();
    await expect(page.locator('img[src^="/api/files/avatars/"]').first()).toBeVisible();
  });

  await test.step("the authenticator QR code", async () => {
    await page.getByRole("switch", { name: "Enable two-factor authentication" }).click();
    const confirm = page.getByRole("dialog", { name: "Turn on two-factor authentication" });
    await confirm.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await confirm.getByRole("button", { name: "Continue" }).click();
    const qr = page.getByRole("dialog", { name: "Set up two-factor authentication" }).getByRole("img", { name: /QR code/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  expect(violations).toEqual([]);
});
