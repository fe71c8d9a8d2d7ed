import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { linkFromEmail, signedInOwner, signIn, signOut, totpCode } from "./support";

// A real 1x1 PNG for the avatar upload.
const avatar = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("a site owner registers, verifies, secures the account with 2FA and changes the password", async ({ page }) => {
  const email = `owner-${randomUUID().slice(0, 8)}@example.test`;
  const password = "First-Pass-2026";
  const newPassword = "Second-Pass-2027";

  await test.step("register", async () => {
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Company name").fill("Analytical Engines");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Register Succeed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  });

  await test.step("open the verification link from the outbox", async () => {
    const link = await linkFromEmail(email, "Verify your email address");
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByText("Email verified successfully! You can now log in.")).toBeVisible();
  });

  await test.step("sign in", async () => {
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByText(/Ada Lovelace/).first()).toBeVisible();
    await expect(page.getByTestId("credits-balance")).toContainText("0");
  });

  await test.step("edit the profile and upload an avatar", async () => {
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("First name").fill("Augusta");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();

    await page.getByLabel("Upload avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: avatar });
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.getByText("Avatar updated successfully!")).toBeVisible();
    await expect(page.locator('img[src^="/api/files/avatars/"]').first()).toBeVisible();
  });

  let secret = "";
  let recoveryCodes: string[] = [];
  await test.step("enable 2FA by scanning the secret", async () => {
    await page.getByRole("switch", { name: "Enable two-factor authentication" }).click();
    const confirm = page.getByRole("dialog", { name: "Turn on two-factor authentication" });
    await confirm.getByLabel("Password", { exact: true }).fill(password);
    await confirm.getByRole("button", { name: "Continue" }).click();
    const setup = page.getByRole("dialog", { name: "Set up two-factor authentication" });
    await expect(setup.getByRole("img", { name: /QR code/ })).toBeVisible();
    secret = ((await setup.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await setup.getByLabel("Authentication code").fill(totpCode(secret));
    await setup.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("2FA enabled successfully!")).toBeVisible();
    const codes = page.getByTestId("recovery-codes");
    await expect(codes).toBeVisible();
    recoveryCodes = (await codes.locator("li").allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
  });

  await test.step("sign out and back in with a TOTP code", async () => {
    await page.goto("/dashboard");
    await signOut(page);
    await signIn(page, email, password);
    await page.getByLabel("Authentication code").fill(totpCode(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("2 Factor Authentication Succeed")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard/);
  });

  await test.step("sign in with a recovery code", async () => {
    await signOut(page);
    await signIn(page, email, password);
    await page.getByLabel("Authentication code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
  });

  await test.step("change the password and sign out", async () => {
    await page.goto("/profile");
    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText(/password changed/i).first()).toBeVisible();
    await signOut(page);
  });

  await test.step("the old password now fails with the server's message", async () => {
    await signIn(page, email, password);
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
  });
});

// Signing out revokes every session of the user, so this takes its own rather than the demo owner the top-up specs use.
test("a revoked session is logged out on its next call", async ({ page, request }) => {
  await signedInOwner(page, "revoked", "Revoked-Session-2026!");
  await expect(page.getByTestId("credits-balance")).toContainText(/\d/);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();

  const revoked = await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(200);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});
