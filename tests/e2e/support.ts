import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
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
  await page.getByRole("button", { name: "profile menu" }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/**
 * Waits for every finite animation on the page to end: a toast fading in is half transparent for 180 ms, and
 * axe measuring it then reports the colours of a frame nobody reads.
 */
async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core's minified build: the package's main file (what `axe.source` holds) is the same code unminified, 1.27 MB
 * against 0.56, and every injection sends it through the protocol and has the page compile it, about 0.1 s of the
 * browser's CPU more each time.
 */
const AXE_SOURCE = readFileSync(new URL(import.meta.resolve("axe-core/axe.min.js")), "utf8");

/**
 * Puts axe-core into the page's document once: a page keeps it across the dashboard's own navigations. AxeBuilder
 * would evaluate its source twice on every check (into the page, then into each frame), which took the browser more
 * CPU than the check itself.
 */
async function withAxe(page: Page) {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!present) await page.evaluate(AXE_SOURCE);
}

/**
 * Axe's serious and critical findings on the page as it stands (WCAG 2.0 and 2.1 A and AA, 2.2 AA), one readable block each;
 * `where` names the page in each block. Frames are checked as elements but not entered: the dashboard's only
 * frame is the approval preview, whose markup is the site's and whose sandbox runs no script, on which axe's
 * default frame-by-frame run waits until the test times out; the single-page run does not.
 */
export async function accessibilityProblems(page: Page, where = page.url()): Promise<string[]> {
  await settledAnimations(page);
  await withAxe(page);
  // The builder's own injection is a no-op: withAxe put the same axe-core in place.
  const results = await new AxeBuilder({ page, axeSource: ";" })
    .options({ iframes: false, resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) =>
      [
        `${where}: ${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map((node) => `    at ${node.target.join(" ")}\n      ${(node.failureSummary ?? "").replace(/\n/g, "\n      ")}`),
      ].join("\n"),
    );
}

/**
 * Buys a package without the checkout's pages, which topup.spec.ts walks: the local Stripe double's Pay
 * delivers the signed webhook before it answers, so a reload shows the new balance in the header.
 */
export async function topUp(page: Page, credits: 100 | 500) {
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` };
  const balance = async () => (await (await page.request.get("/api/balance", { headers })).json()).data.credits_balance as number;
  const before = await balance();
  const packages = await page.request.get("/api/payment/get-credit-packages", { headers });
  const { data } = (await packages.json()) as { data: { id: string; credits_amount: number }[] };
  const checkout = await page.request.post("/api/payment/topup-checkout-session", {
    headers,
    data: { creditPackageId: data.find((item) => item.credits_amount === credits)!.id },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const paid = await page.request.post(`${(await checkout.json()).url}/pay`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  expect(await balance()).toBe(before + credits);
  await page.reload();
  await expect(page.getByTestId("credits-balance")).toHaveText((before + credits).toLocaleString("en-US"));
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Signs in as the sign-in form does, on the dashboard: the API's token and profile stored under the keys
 * `lib/session.ts` reads, put in place on a static file of the site. Loading the sign-in screen and submitting it
 * cost about a CPU-second and a half a test; account.spec.ts and pages.spec.ts walk the form itself.
 */
export async function signedInAs(page: Page, email: string, password: string) {
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.goto("/favicon.svg");
  await page.evaluate(
    (stored) => {
      localStorage.setItem("token", stored.token);
      localStorage.setItem("user", stored.user);
    },
    { token, user: JSON.stringify(user) },
  );
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "profile menu" })).toBeVisible();
}

/** A verified owner, registered with a fresh address and signed in, on the dashboard. */
export async function signedInOwner(page: Page, prefix: string, password: string, names = { firstName: "Grace", lastName: "Hopper" }) {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await page.request.post("/api/auth/register", { data: { ...names, email, companyName: "Green Thumbs", password } });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await page.request.get(await linkFromEmail(email, "Verify your email address"), { maxRedirects: 0 })).status()).toBe(302);
  await signedInAs(page, email, password);
  return email;
}

/**
 * Axe's serious and critical findings on this state of a page, on a phone, with nothing wider than the phone. A flow's
 * dialogs, forms and results are checked where their layout is tightest; every page is also checked at desktop width
 * by pages.spec.ts.
 */
export async function expectAccessible(page: Page, where: string) {
  await page.setViewportSize(PHONE);
  const problems = await accessibilityProblems(page, `${where} at ${PHONE.width} px`);
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  await page.setViewportSize(DESKTOP);
  expect(width, `${where} is wider than the phone's screen`).toBeLessThanOrEqual(PHONE.width);
  expect(problems, problems.join("\n")).toEqual([]);
}

/** Picks a domain in the header's switcher; the domain list may refresh (and close the menu) right after an add, so it tries again. */
export async function selectDomain(page: Page, host: string) {
  const switcher = page.getByRole("button", { name: /Switch/ });
  await expect(async () => {
    if (!(await page.getByRole("option", { name: new RegExp(host.replaceAll(".", "\\.")) }).isVisible())) await switcher.click();
    await page.getByRole("option", { name: new RegExp(host.replaceAll(".", "\\.")) }).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(switcher).toContainText(host);
}

/**
 * Adds a domain as onboarding's licence step does, through the API (wordpress.spec.ts walks those steps), and makes
 * it the selected one; answers its licence key.
 */
export async function addSiteAndSelect(page: Page, host: string): Promise<string> {
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` };
  const created = await page.request.post("/api/license/create", { headers, data: { domain_name: host } });
  expect(created.status(), await created.text()).toBe(201);
  const { license_key: key } = (await created.json()).data as { license_key: string };
  expect(key).toMatch(/^sck_/);
  // The dashboard read its domains before this one was added.
  await page.reload();
  await selectDomain(page, host);
  return key;
}
