import { randomUUID } from "node:crypto";
import { expect, type Page, type APIRequestContext, test } from "@playwright/test";
import { linkFromEmail, signIn, signOut, totpCode } from "./support";

const PASSWORD = "Sturdy-Pass-2026";

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

/** A verified account made through the API, so each test starts from a fresh owner. */
async function verifiedOwner(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const registered = await request.post("/api/auth/register", {
    data: { firstName: "Grace", lastName: "Hopper", email, companyName: "Compilers Inc", password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  await page.goto(pathOf(await linkFromEmail(email, "Verify your email address")));
  await expect(page.getByText("Email verified successfully! You can now log in.")).toBeVisible();
  return email;
}

async function signInToDashboard(page: Page, email: string, password = PASSWORD) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
}

test("registering shows the inbox step, resends once a minute, and a second click on the link is not an error", async ({ page }) => {
  const email = uniqueEmail("inbox");
  await page.clock.install();

  await test.step("register and land on the check-inbox screen", async () => {
    await page.goto("/auth/login?mode=register");
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Company name").fill("Compilers Inc");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Register Succeed")).toBeVisible();
    await expect(page.getByText("Please verify your email first")).toBeVisible();
    await expect(page).toHaveURL(/mode=check-inbox/);
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to sign in" })).toBeVisible();
  });

  await test.step("the resend button rests for 60 s after each send", async () => {
    const resend = page.getByRole("button", { name: "Resend email" });
    const countdown = page.getByTestId("resend-countdown");
    await expect(resend).toBeDisabled();
    await expect(countdown).toHaveText(/You can send another email in (60|59|58) s\./);

    await page.clock.fastForward(61_000);
    await expect(resend).toBeEnabled();
    await expect(countdown).toHaveText("Didn't get it? You can send it again.");

    const since = Date.now();
    await resend.click();
    await expect(page.getByText("Email Sent")).toBeVisible();
    await expect(resend).toBeDisabled();
    await expect(countdown).toHaveText(/You can send another email in (60|59|58) s\./);
    // The resent link is the one to use.
    const link = await linkFromEmail(email, "Verify your email address", since);

    await page.goto(pathOf(link));
    await expect(page.getByText("Email verified successfully! You can now log in.")).toBeVisible();

    await test.step("opening the link again says the email is already verified", async () => {
      await page.goto(pathOf(link));
      await expect(page.getByText("Your email is already verified. You can log in.")).toBeVisible();
      await expect(page.getByText("Verification Failed")).toHaveCount(0);
    });
  });

  await test.step("sign in", async () => {
    await signInToDashboard(page, email);
  });
});

test("a reset link works once; opened again it explains why before showing any form", async ({ page, request }) => {
  const email = await verifiedOwner(page, request, "reset");
  const newPassword = "Brand-New-Pass-2027";

  const since = Date.now();
  await page.goto("/auth/login?mode=forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Reset instructions have been sent to your email")).toBeVisible();
  const link = pathOf(await linkFromEmail(email, "Reset your password", since));

  await page.goto(link);
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Confirm password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password Reset Complete")).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
  await expect(page.getByText(/already been used/)).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/mode=forgot-password/);

  await signInToDashboard(page, email, newPassword);
});

test("changing the email needs the password, waits for the new address, then signs everyone out", async ({ page, request }) => {
  const email = await verifiedOwner(page, request, "before");
  const newEmail = uniqueEmail("after");
  await signInToDashboard(page, email);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Personal information" });

  await test.step("a changed email asks for the current password", async () => {
    await card.getByRole("button", { name: "Edit Profile" }).click();
    await expect(card.getByLabel("Current password")).toHaveCount(0);
    await card.getByLabel("Email").fill(newEmail);
    await expect(card.getByLabel("Current password")).toBeVisible();
    await expect(card.getByLabel("Authenticator code")).toHaveCount(0);
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByText("Please enter your password")).toBeVisible();
    await card.getByLabel("Current password").fill("not-my-password");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByText(/password is incorrect/i)).toBeVisible();
  });

  const since = Date.now();
  await test.step("the right password leaves the change pending", async () => {
    await card.getByLabel("Current password").fill(PASSWORD);
    await card.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`Check ${newEmail} for a link to confirm your new email address.`)).toBeVisible();
    await expect(card.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel change" })).toBeVisible();
    await expect(card.getByLabel("Email")).toHaveValue(email);
  });

  await test.step("the link from the new inbox changes the address and signs out", async () => {
    const link = await linkFromEmail(newEmail, "Confirm your new email address", since);
    await page.goto(pathOf(link));
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByText("Your email address has been changed. Please sign in with your new address.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  await test.step("the old address no longer signs in; the new one does", async () => {
    await signIn(page, email, PASSWORD);
    await expect(page.getByText("Login Failed")).toBeVisible();
    await signInToDashboard(page, newEmail);
    await page.goto("/profile");
    await expect(page.getByRole("region", { name: "Personal information" }).getByLabel("Email")).toHaveValue(newEmail);
  });
});

test("a pending email change can be cancelled", async ({ page, request }) => {
  const email = await verifiedOwner(page, request, "keep");
  const newEmail = uniqueEmail("dropped");
  await signInToDashboard(page, email);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Personal information" });
  await card.getByRole("button", { name: "Edit Profile" }).click();
  await card.getByLabel("Email").fill(newEmail);
  await card.getByLabel("Current password").fill(PASSWORD);
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();

  await card.getByRole("button", { name: "Cancel change" }).click();
  await expect(card.getByText(/Waiting for confirmation/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Personal information" }).getByText(/Waiting for confirmation/)).toHaveCount(0);
});

test("2FA asks for the password to turn on, password and code to turn off, and too many wrong codes end the sign-in", async ({ page, request }) => {
  const email = await verifiedOwner(page, request, "twofa");
  await signInToDashboard(page, email);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Two-factor authentication" });
  const toggle = card.getByRole("switch", { name: "Enable two-factor authentication" });
  const badge = card.getByTestId("twofa-badge");
  let secret = "";
  // Each authenticator time step works once, so later steps use recovery codes.
  let recoveryCodes: string[] = [];

  await test.step("turning it on asks for the password first", async () => {
    await expect(badge).toHaveText("Disabled");
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Turn on two-factor authentication" });
    await expect(dialog.getByLabel("Password", { exact: true })).toBeFocused();
    await expect(toggle).not.toBeChecked();
    await expect(badge).toHaveText("Disabled");

    await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText(/password is incorrect/i)).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toggle).not.toBeChecked();
    await expect(badge).toHaveText("Disabled");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Continue" }).click();
    const setup = page.getByRole("dialog", { name: "Set up two-factor authentication" });
    await expect(setup.getByRole("img", { name: /QR code/ })).toBeVisible();
    await expect(badge).toHaveText("Disabled");
    secret = ((await setup.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    await setup.getByLabel("Authentication code").fill(totpCode(secret));
    await setup.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("2FA enabled successfully!")).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(badge).toHaveText("Enabled");
    recoveryCodes = (await page.getByTestId("recovery-codes").locator("li").allTextContents()).map((c) => c.trim());
    await page.getByRole("button", { name: "I have saved them" }).click();
  });

  await test.step("regenerating recovery codes needs the password and a code", async () => {
    await card.getByRole("button", { name: "Regenerate codes" }).click();
    const dialog = page.getByRole("dialog", { name: "Regenerate recovery codes" });
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    await expect(dialog.getByText("Please enter the code")).toBeVisible();
    await dialog.getByLabel("Authentication code").fill(recoveryCodes[0]!);
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    const codes = page.getByTestId("recovery-codes");
    await expect(codes).toBeVisible();
    recoveryCodes = (await codes.locator("li").allTextContents()).map((c) => c.trim());
    await page.getByRole("button", { name: "I have saved them" }).click();
  });

  await test.step("five wrong codes at sign-in send the user back to sign in with the reason", async () => {
    await page.goto("/dashboard");
    await signOut(page);
    await signIn(page, email, PASSWORD);
    const code = page.getByLabel("Authentication code");
    const verify = page.getByRole("button", { name: "Verify" });
    const reason = page.getByText("Too many wrong codes. Please sign in again.");
    for (let attempt = 0; attempt < 6 && !(await reason.isVisible()); attempt++) {
      await code.fill("000000");
      await verify.click();
      // Either the code is refused and the form is back, or the sign-in has ended and the login form shows.
      await expect(page.getByRole("button", { name: /^(Verify|Sign In)$/ })).toBeEnabled();
    }
    await expect(reason).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("tempToken"))).toBeNull();
  });

  await test.step("turning it off asks for the password and a code; cancelling keeps it on", async () => {
    await signIn(page, email, PASSWORD);
    await page.getByLabel("Authentication code").fill(totpCode(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/profile");

    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Turn off two-factor authentication" });
    await expect(dialog.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Authentication code")).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(badge).toHaveText("Enabled");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(toggle).toBeChecked();
    await expect(badge).toHaveText("Enabled");

    await toggle.click();
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByLabel("Authentication code").fill(recoveryCodes[0]!);
    await dialog.getByRole("button", { name: "Turn off 2FA" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toggle).not.toBeChecked();
    await expect(badge).toHaveText("Disabled");
  });
});
