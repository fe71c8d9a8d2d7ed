import { expect, test, type Page } from "@playwright/test";
import { type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * No trap on the way: a setup left unfinished is offered again on /onboarding and entering its address again continues
 * it; the domain bar shows the address the connected site reports; and Create SEO Auditor saves the competitors typed
 * into its form with the auditor, with no separate save. Each new state is checked for accessibility on a desk and a phone.
 */

const PASSWORD = "Correct-Horse-42";
const unique = () => Math.random().toString(36).slice(2, 8);
const bearer = async (page: Page) => ({ authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` });

test("an unfinished setup is offered again and continues where it stopped", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "resume", PASSWORD);
  const host = `resume-${unique()}.example.com`;
  const created = await page.request.post("/api/license/create", { headers: await bearer(page), data: { domain_name: host } });
  expect(created.status()).toBe(201);
  const domain = (await created.json()).data as { id: string; license_key: string };

  await test.step("plain /onboarding offers to continue it, at the step it reached", async () => {
    await page.goto("/onboarding");
    const offer = page.getByRole("link", { name: `Continue setting up ${host}` });
    await expect(offer).toBeVisible();
    await expect(page.getByText("At step 2 of 4: License Key")).toBeVisible();
    await expectAccessible(page, "onboarding with an unfinished setup");
  });

  await test.step("the domain bar shows the domain as entered and claims no SSL before it connects", async () => {
    await page.reload();
    await expect(page.getByTestId("domain-address")).toHaveText(host);
    await expect(page.getByTestId("domain-ssl")).toContainText("SSL unknown");
  });

  await test.step("entering the same address continues its setup instead of refusing it", async () => {
    await page.getByLabel("Domain").fill(`https://www.${host}/`);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Generate License Key" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Continue setting up ${host}` })).toBeVisible();
    await expect(page.getByText("This domain is already in your account.")).toHaveCount(0);
    await expect(page.getByTestId("license-key")).toHaveText(domain.license_key);
    await expectAccessible(page, "onboarding continued from step 1");
  });

  await test.step("the offer's link opens the setup at its step", async () => {
    await page.goto("/onboarding");
    await page.getByRole("link", { name: `Continue setting up ${host}` }).click();
    await expect(page).toHaveURL(new RegExp(`domain=${domain.id}`));
    await expect(page.getByRole("heading", { name: "Step 2: Get your license key" })).toBeVisible();
    await expect(page.getByTestId("license-key")).toHaveText(domain.license_key);
  });
});

test.describe("a connected site", () => {
  let plugin: FixtureSite;
  const host = `posing-${unique()}.localhost`;

  test.beforeAll(async () => {
    const page = (title: string) =>
      `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Herbs like sun.</p></main></body></html>`;
    // A site whose plugin answers the dashboard's reads: its health, and its pages and posts.
    plugin = await serveFixtureSite(
      (url) => ({
        "/wp-json/sitecrew/v1/health": {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            ok: true,
            site_name: "Posing herbs",
            site_url: url,
            wordpress_version: "6.1.9",
            plugin_version: "1.3.0",
            counts: { posts: 1, pages: 0, categories: 1 },
          }),
        },
        "/wp-json/sitecrew/v1/content": {
          headers: { "content-type": "application/json" },
          body: JSON.stringify([{ id: 7, title: "Basil on the balcony", url: `${url}/basil`, type: "post" }]),
        },
        "/basil": page("Basil on the balcony"),
      }),
      { host },
    );
  });

  test.afterAll(async () => {
    await plugin?.close();
  });

  test("the bar shows its own address, and Create SEO Auditor saves the competitors typed in the form", async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(DESKTOP);
    await signedInOwner(page, "rivals", PASSWORD);
    const key = await addSiteAndSelect(page, host);
    const connected = await page.request.post("/api/plugin/connect", {
      data: { license_key: key, site_url: plugin.url, rest_url: `${plugin.url}/wp-json/`, site_name: "Posing herbs", plugin_version: "1.3.0" },
    });
    expect(connected.status(), await connected.text()).toBe(200);
    const domainId = (await connected.json()).domain_id as string;
    await topUp(page, 100);

    await test.step("the domain bar shows the address the site reported, with http and its port, and no SSL", async () => {
      await expect(page.getByTestId("domain-address")).toHaveText(plugin.url);
      await expect(page.getByTestId("domain-ssl")).toContainText("No SSL");
    });

    await test.step("competitors typed into the Create form go with Create", async () => {
      await page.goto("/add-service/add-blog-auditor");
      await expect(page.getByRole("heading", { name: "Create SEO Auditor" })).toBeVisible();
      await page.getByLabel("Auditor Name").fill("Typed rivals");
      const address = page.getByLabel("Competitor address");
      for (const rival of ["rival-one.localhost", "https://rival-two.localhost/blog/"]) {
        await address.fill(rival);
        await address.press("Enter");
      }
      await expect(page.getByRole("list", { name: "Listed competitors" }).getByRole("listitem")).toHaveCount(2);
      await expect(page.getByRole("button", { name: "Save competitors" })).toHaveCount(0);
      await page.getByRole("checkbox", { name: /Basil on the balcony/ }).check();
      await expectAccessible(page, "Create SEO Auditor with typed competitors");
      await page.getByRole("button", { name: "Create Auditor" }).click();
      await expect(page).toHaveURL(/\/add-service\/manage-blog-auditor/);
      await expect(page.getByTestId("auditor-row").filter({ hasText: "Typed rivals" })).toContainText("2 Sites");
      await expectAccessible(page, "the auditor list after Create");
    });

    await test.step("they are now the domain's competitors", async () => {
      const saved = await page.request.get(`/api/domain/${domainId}/competitors`, { headers: await bearer(page) });
      expect((await saved.json()).competitors).toEqual(["https://rival-one.localhost", "https://rival-two.localhost/blog"]);
    });
  });
});
