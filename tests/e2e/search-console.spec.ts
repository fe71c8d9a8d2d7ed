import { expect } from "@playwright/test";
import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { blogAgentForm } from "../support/blog";
import { connectPlugin } from "../support/wordpress-plugin";
import { test } from "./fixtures/wordpress";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * Search Console on a real WordPress, against the local Google double: the owner connects through the
 * consent page, picks the domain's property (another one is refused with the API's reason), syncs, reads
 * in Analytics what each post earns beside the credits the agents spent on it, gives the blog agent a
 * search the site could rank for, and starts the optimizer on the post losing traffic with its top
 * searches as keyphrases; a grant Google then refuses shows as a broken connection with Reconnect.
 * Every screen is checked with axe on a desk and on a 390 px phone.
 */

const PASSWORD = "Correct-Horse-42";
/** The owner's own post. The double makes the site's first post lose more than half of its clicks. */
const OWN_POST = "Watering tomatoes on a balcony";
const OTHER_PROPERTY = "https://shop.another-site.example/";

let wordpress: LocalWordPress;

test.beforeAll(async ({ baseURL, sharedWordPress }) => {
  test.setTimeout(180_000);
  wordpress = await sharedWordPress.withPlugin(`${baseURL}/api`);
  await wordpress.php(`
    foreach (get_posts(['post_type' => 'post', 'post_status' => 'any', 'numberposts' => -1]) as $post) wp_delete_post($post->ID, true);
    wp_insert_post(['post_title' => ${JSON.stringify(OWN_POST)}, 'post_content' => '<p>Water deeply in the morning, at the base of the plant.</p>', 'post_status' => 'publish', 'post_author' => 1]);
  `);
});

test("an owner connects Search Console, reads what each post earns and optimizes the post losing traffic", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "search-console", PASSWORD);
  const host = new URL(wordpress.url).hostname;
  const connected = await connectPlugin(wordpress, await addSiteAndSelect(page, host));
  expect(connected.ok, connected.message).toBe(true);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` };
  // The new owner's one domain.
  const domainId = ((await (await page.request.get("/api/domain", { headers })).json()).data as { id: string }[])[0]!.id;
  await topUp(page, 100);

  const agentPost = await test.step("the blog agent publishes a post, whose 10 credits are that post's", async () => {
    const agent = await page.request.post("/api/blog-agent", {
      data: blogAgentForm(domainId, { status: "publish", categories: [1], category_names: ["Uncategorized"], author: 1, author_name: "admin" }),
      headers,
    });
    expect(agent.status(), await agent.text()).toBe(201);
    const started = await page.request.post(`/api/blog-agent/${(await agent.json()).data.id}/run`, { headers });
    expect(started.status(), await started.text()).toBe(202);
    const runId = (await started.json()).data.id as string;
    let run: { status: string; subject: string | null } = { status: "queued", subject: null };
    await expect
      .poll(async () => (run = (await (await page.request.get(`/api/runs/${runId}`, { headers })).json()).data).status, { timeout: 60_000 })
      .toBe("succeeded");
    return run;
  });

  const panel = page.getByRole("region", { name: "Search Console" });
  /** The Google double, whose consent page the browser visits. */
  let google = "";
  await test.step("Analytics says Search Console is not connected and leads to the domain's panel, which offers to connect it", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" }).click();
    const results = page.getByRole("region", { name: "Search results" });
    await results.getByRole("link", { name: "Connect Search Console on the domain's page" }).click();
    await expect(page).toHaveURL(new RegExp(`/domain-manager/domain-detail/${domainId}#search-console$`));
    await expect(panel.getByRole("button", { name: "Connect Google Search Console" })).toBeVisible();
    await expectAccessible(page, "Domain page, Search Console not connected");
  });

  await test.step("Google's consent page sends the owner back to pick the property; another site's is refused", async () => {
    await panel.getByRole("button", { name: "Connect Google Search Console" }).click();
    await expect(page).toHaveURL(/\/o\/oauth2\/v2\/auth/);
    google = new URL(page.url()).origin;
    await page.getByLabel("Sites of this account").fill(wordpress.url);
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page).toHaveURL(new RegExp(`/domain-manager/domain-detail/${domainId}$`));
    await expect(page.getByRole("heading", { name: "Search Console" })).toBeFocused();
    const choice = panel.getByRole("group", { name: "Property" });
    await expect(choice.getByRole("radio", { name: `${host} (whole domain)` })).toBeChecked();
    await expectAccessible(page, "Domain page, Search Console property choice");

    await choice.getByRole("radio", { name: `${OTHER_PROPERTY} (this address)` }).check();
    await panel.getByRole("button", { name: "Use this property" }).click();
    await expect(panel.getByRole("alert")).toContainText(`${OTHER_PROPERTY} is not a Search Console property of`);
    await choice.getByRole("radio", { name: `${host} (whole domain)` }).check();
    await panel.getByRole("button", { name: "Use this property" }).click();
    await expect(panel.getByText(`${host} (whole domain)`)).toBeVisible();
  });

  await test.step("Sync now reads 90 days of Google's figures", async () => {
    const lastSync = panel.getByTestId("search-console-last-sync");
    await expect(lastSync).toHaveText(/^Not yet/);
    await panel.getByRole("button", { name: "Sync now" }).click();
    await expect(lastSync).not.toHaveText(/^(Not yet|Syncing)/, { timeout: 60_000 });
    await expectAccessible(page, "Domain page, Search Console connected");
  });

  await test.step("Analytics shows each post's clicks beside the credits spent on it", async () => {
    await panel.getByRole("link", { name: "See the search results in Analytics" }).click();
    await expect(page).toHaveURL(/\/analytics/);
    const posts = page.getByRole("region", { name: "Search results per post, table" });
    const agentRow = posts.getByTestId("search-post-row").filter({ hasText: "By your agents" });
    await expect(agentRow).toHaveCount(1);
    await expect(agentRow.getByRole("link")).toHaveText(agentPost.subject!);
    await expect(agentRow.locator('td[data-label="Credits spent on this post"]')).toHaveText("10");
    await expect(agentRow.locator('td[data-label="Clicks"]')).not.toHaveText("0");
    await expect(agentRow.locator('td[data-label="Credits per click"]')).toHaveText(/^\d/);
    const ownRow = posts.getByTestId("search-post-row").filter({ hasText: OWN_POST });
    await expect(ownRow.locator('td[data-label="Credits spent on this post"]')).toHaveText("0");
    await expect(page.getByRole("img", { name: "Clicks and impressions per day" })).toBeVisible();
    await expectAccessible(page, "Analytics with search results");
  });

  await test.step("Add to keywords gives the blog agent a search the site could rank for", async () => {
    const suggestion = page.getByRole("region", { name: "Queries you could rank for, table" }).getByRole("rowheader").first();
    const query = (await suggestion.textContent())!;
    await page.getByRole("button", { name: `Add to keywords: ${query}` }).click();
    const dialog = page.getByRole("dialog", { name: "Add to keywords" });
    await expect(dialog.getByRole("radio", { name: /Balcony Garden/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Add to keywords" }).click();
    await expect(dialog).toHaveCount(0);
    const agents = (await (await page.request.get(`/api/blog-agent?domainId=${domainId}`, { headers })).json()).data as { keywords: string[] }[];
    expect(agents[0]!.keywords).toEqual(["balcony herbs", query]);
  });

  await test.step("Optimize this post starts the optimizer on the post losing traffic, aimed at its top searches", async () => {
    const declining = page.getByTestId("declining-post-row").filter({ hasText: OWN_POST });
    await declining.getByRole("button", { name: `Optimize this post: ${OWN_POST}` }).click();
    const dialog = page.getByRole("dialog", { name: "Optimize this post" });
    const keyphrases = await dialog.getByRole("list", { name: "Target keyphrases" }).getByRole("listitem").allTextContents();
    expect(keyphrases.length).toBeGreaterThan(0);
    await expectAccessible(page, "Optimize this post");
    await dialog.getByRole("button", { name: "Optimize this post" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(declining.getByRole("link", { name: "Follow it in Blog Optimization" })).toBeVisible();

    const optimizations = await page.request.get(`/api/blog-optimization?domainId=${domainId}`, { headers });
    const items = (await optimizations.json()).data.data as { old_content_title: string; run_id: string }[];
    expect(items.map((item) => item.old_content_title)).toEqual([OWN_POST]);
    const run = (await (await page.request.get(`/api/runs/${items[0]!.run_id}`, { headers })).json()).data as { input: { keyphrases?: string[] } };
    expect(run.input.keyphrases).toEqual(keyphrases);
  });

  // Last, as the double refuses every grant from now on.
  await test.step("a grant Google no longer accepts breaks the connection, and the panel says why and offers Reconnect", async () => {
    expect((await page.request.post(`${google}/_double/refuse-grants`)).status()).toBe(200);
    await page.goto(`/domain-manager/domain-detail/${domainId}`);
    await panel.getByRole("button", { name: "Sync now" }).click();
    await expect(panel.getByText("Search Console stopped working")).toBeVisible({ timeout: 30_000 });
    const link = (await (await page.request.get(`/api/domain/${domainId}/search-console`, { headers })).json()).data as { status: string; reason: string };
    expect(link.status).toBe("broken");
    await expect(panel).toContainText(link.reason);
    await expect(panel.getByRole("button", { name: "Reconnect" })).toBeVisible();
    await expectAccessible(page, "Domain page, Search Console broken");
  });
});
