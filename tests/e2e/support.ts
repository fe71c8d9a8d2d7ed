import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

const outbox = () => join(process.env.E2E_DATA_DIR!, "outbox");

/**
 * Waits for the newest email to an address with the given subject and returns its first link.
 * Mail leaves through a queue: `since` (a Date.now() taken before the action) ignores older ones.
 */
export async function linkFromEmail(to: string, subject: string, since = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(outbox()).catch(() => [] as string[]))
        .filter((file) => file.endsWith(`-${to}.eml`) && Number(file.split("-")[0]) >= since)
        .sort();
      for (const file of files.reverse()) {
        const text = await readFile(join(outbox(), file), "utf8");
        if (text.includes(`Subject: ${subject}`)) {
          link = text.match(/https?:\/\/\S+/)?.[0];
          return Boolean(link);
        }
      }
      return false;
    })
    .toBe(true);
  return link!;
}

/** The authenticator code for a time step offset from now, as a phone app would show it. */
export function totpCode(secret: string, offsetSteps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}
