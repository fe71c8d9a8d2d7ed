import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { accessibilityProblems, linkFromEmail, signIn } from "./support";

/**
 * Every page of the app, at desktop width and on a phone: no serious or critical accessibility
 * violation (WCAG 2 A and AA), and on the phone nothing wider than the screen and every list action in view.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = "Correct-Horse-42";

interface Owner {
  email: string;
  domainId: string;
  host: string;
  /** A working password-reset link, so the reset form itself is checked, not its error state. */
  resetPath: string;
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

/** A fresh, verified account with one domain, made through the API as a new owner would through the forms. */
async function newOwner(request: APIRequestContext): Promise<Owner> {
  const email = `pages-${randomUUID().slice(0, 12)}@example.test`;
  const registered = await request.post("/api/auth/register", {
    data: { firstName: "Grace", lastName: "Hopper", email, companyName: "Compilers Inc", password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // Emails go through a queue: the link arrives a moment later.
  const verify = await linkFromEmail(email, "Verify your email address");
  expect((await request.get(verify, { maxRedirects: 0 })).status()).toBe(302);
  const login = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = await login.json();
  const host = `pages-${randomUUID().slice(0, 8)}.example.com`;
  const created = await request.post("/api/license/create", {
    data: { domain_name: host },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const forgot = await request.post("/api/auth/forgot-password", { data: { email, is_admin: false } });
  expect(forgot.ok(), await forgot.text()).toBe(true);
  const resetPath = pathOf(await linkFromEmail(email, "Reset your password"));
  return { email, host, resetPath, domainId: (await created.json()).data.id };
}

/** Nothing on the page is wider than the phone's screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, "the page is wider than the phone's screen").toBeLessThanOrEqual(PHONE.width);
}

/** Visible, and whole within the screen's width: no sideways scrolling needed to reach it. */
async function expectInView(target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

interface PageVisit {
  name: string;
  path: string;
  /** Something that shows the page has its data, not a spinner. */
  ready: (page: Page) => Locator;
  /** Phone-only checks: list actions in view and the like. */
  phone?: (page: Page) => Promise<void>;
  /** Opens a menu or dialog, to be checked too; the page closes it again. */
  opened?: (page: Page) => Promise<void>;
}

function signedInPages(owner: Owner): PageVisit[] {
  return [
    {
      name: "dashboard",
      path: "/dashboard",
      ready: (page) => page.getByTestId("spent-30d"),
      opened: async (page) => {
        await page.getByRole("button", { name: "profile menu" }).click();
        await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
      },
      phone: async (page) => {
        // The five counters: two columns and a full-width last one, none cut off.
        for (const stat of await page.locator(".stat").all()) await expectInView(stat);
      },
    },
    {
      name: "domain-manager",
      path: "/domain-manager",
      ready: (page) => page.getByTestId("domain-row").first(),
      opened: async (page) => {
        await page.getByTestId("domain-row").first().getByRole("button", { name: "Remove" }).click();
        await expect(page.getByRole("dialog", { name: "Delete Domain" })).toBeVisible();
      },
      phone: async (page) => {
        const row = page.getByTestId("domain-row").filter({ hasText: owner.host });
        await expectInView(row.getByRole("link", { name: "View" }));
        await expectInView(row.getByRole("button", { name: "Set Current" }));
        await expectInView(row.getByRole("button", { name: "Remove" }));
      },
    },
    {
      name: "domain detail",
      path: `/domain-manager/domain-detail/${owner.domainId}`,
      ready: (page) => page.getByRole("button", { name: "Remove Domain" }),
    },
    {
      name: "onboarding",
      path: "/onboarding",
      ready: (page) => page.getByLabel("Domain", { exact: true }),
      phone: async (page) => {
        // All four step labels show, each within its own column.
        for (const label of await page.locator(".step-label").all()) {
          await expectInView(label);
          expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
        }
      },
    },
    {
      name: "add-service",
      path: "/add-service",
      ready: (page) => page.getByRole("link", { name: "Open Blog Agent" }),
      phone: async (page) => {
        for (const card of await page.locator(".service-card").all()) await expectInView(card);
      },
    },
    {
      name: "add-service, Programmatic SEO",
      path: "/add-service?choice=seo",
      ready: (page) => page.getByRole("heading", { name: "Website SEO Auditor" }),
    },
    {
      name: "manage-chat-agent",
      path: "/add-service/manage-chat-agent",
      ready: (page) => page.getByRole("heading", { name: "No chat agent yet" }),
    },
    {
      name: "add-chat-agent",
      path: "/add-service/add-chat-agent",
      ready: (page) => page.getByLabel("Agent name"),
      phone: async (page) => {
        await expectInView(page.getByLabel("Agent name"));
        await expectInView(page.getByLabel("Button text"));
      },
    },
    {
      name: "manage-services",
      path: "/manage-services",
      ready: (page) => page.getByRole("heading", { name: "No services found" }),
      phone: async (page) => {
        await expectInView(page.getByLabel("Status"));
        await expectInView(page.getByLabel("Type"));
      },
    },
    {
      name: "activity",
      path: "/activity",
      ready: (page) => page.getByRole("heading", { name: "No runs yet" }),
      phone: async (page) => {
        await expectInView(page.getByLabel("Kind"));
        await expectInView(page.getByLabel("Status"));
      },
    },
    {
      name: "activity, a run that is not there",
      path: "/activity/run_00000000000000000000000000",
      ready: (page) => page.getByRole("heading", { name: "Run not found" }),
    },
    {
      name: "approvals",
      path: "/approvals",
      ready: (page) => page.getByRole("heading", { name: "Nothing waiting for you" }),
      phone: async (page) => {
        for (const tab of await page.getByRole("navigation", { name: "Approval status" }).getByRole("link").all()) await expectInView(tab);
      },
    },
    { name: "analytics", path: "/analytics", ready: (page) => page.getByRole("heading", { name: "Output" }) },
    {
      name: "subscription",
      path: "/subscription",
      ready: (page) => page.getByRole("heading", { name: "Credit history" }),
      phone: async (page) => {
        for (const row of await page.locator("tbody tr").all()) await expectInView(row);
      },
    },
    {
      name: "topup",
      path: "/topup",
      ready: (page) => page.getByRole("radio").first(),
      phone: async (page) => {
        for (const option of await page.getByRole("radio").all()) await expectInView(option);
        await expectInView(page.getByRole("button", { name: "Purchase" }));
      },
    },
    { name: "profile", path: "/profile", ready: (page) => page.getByRole("heading", { level: 1 }) },
    {
      name: "404",
      path: "/no-such-page",
      ready: (page) => page.getByRole("heading", { name: "Page not found" }),
    },
  ];
}

function signedOutPages(owner: Owner): PageVisit[] {
  return [
    { name: "login", path: "/auth/login", ready: (page) => page.getByRole("button", { name: "Sign In" }) },
    {
      name: "register",
      path: "/auth/login?mode=register",
      ready: (page) => page.getByRole("button", { name: "Create Account" }),
    },
    {
      name: "forgot-password",
      path: "/auth/login?mode=forgot-password",
      ready: (page) => page.getByLabel("Email"),
    },
    { name: "reset-password", path: owner.resetPath, ready: (page) => page.getByLabel("New password") },
    { name: "404 signed out", path: "/no-such-page", ready: (page) => page.getByRole("link", { name: "Sign in" }) },
  ];
}

/**
 * Visits each page as a phone loads it, checks it there, then widens the window to a desktop's and checks it again (the
 * layout follows the width alone, so one load serves both); reports every page's problems together rather than
 * stopping at the first.
 */
async function visitAll(page: Page, visits: PageVisit[]) {
  const problems: string[] = [];
  const check = async (visit: PageVisit, width: string) => {
    const found = await accessibilityProblems(page, `${visit.path} ${width}`);
    if (found.length) problems.push(`${visit.name} ${width}:\n  ${found.join("\n  ")}`);
    if (visit.opened) {
      await visit.opened(page);
      const inside = await accessibilityProblems(page, `${visit.path} ${width}, opened`);
      if (inside.length) problems.push(`${visit.name} ${width}, opened:\n  ${inside.join("\n  ")}`);
      await page.keyboard.press("Escape");
    }
  };
  for (const visit of visits) {
    await test.step(visit.name, async () => {
      await page.setViewportSize(PHONE);
      await page.goto(visit.path);
      await expect(visit.ready(page)).toBeVisible();
      await expect(page.locator(".spinner")).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      await visit.phone?.(page);
      await check(visit, "on a phone");
      await page.setViewportSize(DESKTOP);
      await expect(visit.ready(page)).toBeVisible();
      await check(visit, "at desktop width");
    });
  }
  expect(problems, `Accessibility violations:\n\n${problems.join("\n\n")}`).toEqual([]);
}

async function signInAs(page: Page, owner: Owner) {
  await signIn(page, owner.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
}

test.describe("every page", () => {
  // Axe on every page at both widths: about a minute alone, more while the rest of `npm test` runs beside it.
  test.describe.configure({ timeout: 240_000 });
  let owner: Owner;

  test.beforeAll(async ({ request }) => {
    owner = await newOwner(request);
  });

  test("signed in, on a phone and at desktop width", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, owner);

    // The sign-in toast came along to the dashboard, and sits clear of the page's heading and buttons.
    const toast = page.locator(".toast").filter({ hasText: "Login Succeed" });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    // The page is measured once it has settled: its panels render in again as their data arrives.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".spinner")).toHaveCount(0);
    for (const target of [page.getByRole("heading", { level: 1 }), ...(await page.locator("main .btn").all())]) {
      const box = (await target.isVisible()) ? await target.boundingBox() : null;
      if (!box) continue;
      expect(overlaps(toastBox, box), "a toast covers the page's content").toBe(false);
    }

    // The selected site's bar is one line.
    const bar = page.getByRole("region", { name: "Selected site" });
    await expect(bar.getByRole("link", { name: owner.host })).toBeVisible();
    expect((await bar.boundingBox())!.height).toBeLessThan(52);

    // A first visit on this browser is welcomed; every later one is welcomed back.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace Hopper");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Grace Hopper");
    // The account has a domain, so there is no call to add one.
    await expect(page.getByRole("heading", { name: "Connect your first website" })).toHaveCount(0);

    await visitAll(page, signedInPages(owner));
    // The 404 keeps the app's frame and leads back to the dashboard.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  test("signed out, on a phone and at desktop width", async ({ page }) => {
    await visitAll(page, signedOutPages(owner));
  });
});
