import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner } from "./support";

/**
 * A site owner's social media agent through the dashboard: added with a voice they listened to, found in the
 * list, edited, its videos page and the generate form's checks and cost; every page accessible on a desk and a phone.
 * Making and publishing a video needs a connected WordPress site: wordpress.spec.ts covers that.
 */

const PASSWORD = "Correct-Horse-42";
const AGENT = "Reels from the blog";
const RENAMED = "Weekly reels";

/** A Preview button plays its sample: it turns to Stop once the sound starts, and back on a click. */
async function expectPreviewPlays(page: Page, what: RegExp) {
  await page.getByRole("button", { name: new RegExp(`^Preview ${what.source}`) }).click();
  const stop = page.getByRole("button", { name: new RegExp(`^Stop ${what.source}`) });
  await expect(stop).toBeVisible();
  // aria-busy is set until the audio element reports that it is playing.
  await expect(stop).not.toHaveAttribute("aria-busy", /.*/, { timeout: 20_000 });
  return stop;
}

const selectedText = (select: Locator) => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? "");

test("an owner adds a social media agent after listening to its voice, edits it and checks the generate form", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "social-pages", PASSWORD, { firstName: "Ada", lastName: "Lovelace" });
  const host = `social-pages-${randomUUID().slice(0, 8)}.example.com`;

  await test.step("add the site and select it", () => addSiteAndSelect(page, host));

  await test.step("the Social Media Agent card opens an empty Manage Social Media Agent", async () => {
    await page.getByRole("button", { name: "Services" }).click();
    await page.getByRole("link", { name: "Add Service" }).click();
    await page.getByRole("link", { name: "Open Social Media Agent" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-social-media-agent/);
    await expect(page.getByRole("heading", { name: "No social media agent yet" })).toBeVisible();
    await expectAccessible(page, "Manage Social Media Agent, empty");
    await page.getByRole("link", { name: "Add Social Media Agent" }).click();
    await expect(page).toHaveURL(/\/add-service\/add-social-agent/);
  });

  await test.step("the form sends nothing without a name and a voice, and says which is missing", async () => {
    await expect(page.getByLabel("Blog")).toHaveValue(/^dom_/);
    expect(await selectedText(page.getByLabel("Blog"))).toBe(host);
    await expect(page.getByRole("radio", { name: "Active" })).toBeChecked();
    await expect(page.getByLabel("Voice").locator("option").nth(1)).toBeAttached();
    await expectAccessible(page, "Add Social Media Agent");

    await page.getByRole("button", { name: "Add Social Media Agent" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Voice is required")).toBeVisible();
    await expect(page.getByLabel("Agent name")).toBeFocused();
    await expect(page).toHaveURL(/\/add-service\/add-social-agent/);
  });

  let voiceName = "";
  await test.step("a voice is previewed, and changing it stops the sample", async () => {
    await page.getByLabel("Agent name").fill(AGENT);
    await page.getByLabel("Voice").selectOption({ index: 1 });
    voiceName = (await selectedText(page.getByLabel("Voice"))).split(" (")[0]!;
    await expect(page.getByText("Voice is required")).toBeHidden();
    const stop = await expectPreviewPlays(page, /the voice/);
    await stop.click();
    await expect(page.getByRole("button", { name: /^Preview the voice/ })).toBeVisible();

    await expectPreviewPlays(page, /the voice/);
    await page.getByLabel("Voice").selectOption({ index: 2 });
    await expect(page.getByRole("button", { name: /^Preview the voice/ })).toBeVisible();
    await page.getByLabel("Voice").selectOption({ index: 1 });
  });

  const row = page.getByTestId("social-agent-row").filter({ hasText: AGENT });
  await test.step("saving lists the agent, active, with its voice and blog", async () => {
    await page.getByRole("button", { name: "Add Social Media Agent" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-social-media-agent/);
    await expect(row).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row.locator('td[data-label="Voice"]')).toContainText(voiceName);
    await expect(row.locator('td[data-label="Blog"]')).toContainText(host);
    await expect(row.locator('td[data-label="Videos"]')).toHaveText("0");
    await expectAccessible(page, "Manage Social Media Agent");
  });

  await test.step("search and the status filter find it, or say nothing matched", async () => {
    await page.getByLabel("Search social media agents").fill("no such agent");
    await expect(page.getByRole("heading", { name: "No agents found" })).toBeVisible();
    await page.getByRole("button", { name: "Show every agent" }).click();
    await expect(row).toBeVisible();
    await page.getByLabel("Status").selectOption("paused");
    await expect(page.getByRole("heading", { name: "No agents found" })).toBeVisible();
    await page.getByLabel("Status").selectOption("active");
    await expect(row).toBeVisible();
    await page.getByLabel("Status").selectOption("");
  });

  await test.step("the edit page keeps the blog and saves a new name and status", async () => {
    await row.getByRole("link", { name: `Edit ${AGENT}` }).click();
    await expect(page).toHaveURL(/\/add-service\/edit-social-agent\/soc_/);
    await expect(page.getByRole("heading", { name: "Edit Social Media Agent" })).toBeVisible();
    await expect(page.getByLabel("Agent name")).toHaveValue(AGENT);
    await expect(page.getByLabel("Blog")).toBeDisabled();
    expect(await selectedText(page.getByLabel("Voice"))).toContain(voiceName);
    await expectAccessible(page, "Edit Social Media Agent");
    await page.getByLabel("Agent name").fill(RENAMED);
    await page.getByRole("radio", { name: "Paused" }).check();
    await page.getByRole("button", { name: "Update Social Media Agent" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-social-media-agent/);
    const renamed = page.getByTestId("social-agent-row").filter({ hasText: RENAMED });
    await expect(renamed.getByText("Paused", { exact: true })).toBeVisible();
    await renamed.getByRole("link", { name: `Edit ${RENAMED}` }).click();
    await page.getByRole("radio", { name: "Active" }).check();
    await page.getByRole("button", { name: "Update Social Media Agent" }).click();
    await expect(renamed.getByText("Active", { exact: true })).toBeVisible();
  });

  await test.step("View opens the agent's videos: none yet", async () => {
    await page
      .getByTestId("social-agent-row")
      .filter({ hasText: RENAMED })
      .getByRole("link", { name: `View ${RENAMED}` })
      .click();
    await expect(page).toHaveURL(/\/add-service\/view-social-content\/soc_/);
    await expect(page.getByRole("heading", { level: 1, name: RENAMED })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No content found" })).toBeVisible();
    await expectAccessible(page, "Generated videos");
    await page.getByRole("link", { name: "Generate Content" }).click();
    await expect(page).toHaveURL(/\/add-service\/generate-social-content\/soc_/);
  });

  await test.step("the generate form: its defaults, its cost, a sound style preview and the required-fields banner", async () => {
    await expect(page.getByRole("heading", { name: "Generate Content" })).toBeVisible();
    const model = page.getByLabel("Model");
    await expect(model).toHaveValue("veo3_fast");
    await expect(page.getByLabel("Language")).toHaveValue("en-US");
    // Captions are on unless the owner turns them off: most Reels are watched without sound.
    await expect(page.getByRole("radio", { name: "Yes" })).toBeChecked();
    const credits = async () => Number((await selectedText(model)).match(/(\d+) credits a video/)![1]);
    await expect(page.getByTestId("generate-cost")).toContainText(`Each video costs ${await credits()} credit`);
    // Without a footage model the local renderer is the one choice, named as such.
    await expect(model.getByRole("option")).toHaveText(["Choose a model", /^Local renderer \(the post's pictures and text, narrated\)/]);
    await expect(page.getByText("No AI footage model is set up on this server")).toBeVisible();

    await page.getByLabel("Sound style").selectOption({ index: 1 });
    const stop = await expectPreviewPlays(page, /the sound style/);
    await page.getByLabel("Sound style").selectOption({ index: 2 });
    await expect(stop).toBeHidden();
    await expect(page.getByRole("button", { name: /^Preview the sound style/ })).toBeVisible();

    await page.getByRole("button", { name: "Generate" }).click();
    const banner = page.getByRole("alert").filter({ hasText: "Validation Error" });
    await expect(banner).toContainText("Please fill all required fields");
    await expect(page.getByText("Pick at least one post.")).toBeVisible();
    await expect(page).toHaveURL(/\/add-service\/generate-social-content\//);
    await expectAccessible(page, "Generate Content");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/add-service\/manage-social-media-agent/);
  });

  await test.step("deleting the agent empties the list", async () => {
    const renamed = page.getByTestId("social-agent-row").filter({ hasText: RENAMED });
    await renamed.getByRole("button", { name: `Delete ${RENAMED}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Social Media Agent" });
    await expect(dialog).toContainText(RENAMED);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("heading", { name: "No social media agent yet" })).toBeVisible();
  });

  await test.step("the profile's Instagram accounts card offers to connect one", async () => {
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Instagram accounts" });
    await expect(card).toContainText(host);
    await expect(card.getByText("No Instagram account is linked yet.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Connect Instagram" })).toBeEnabled();
    await expectAccessible(page, "Profile");
  });

  await test.step("Connect Instagram links an account through the popup, and Unlink takes it away", async () => {
    const card = page.getByRole("region", { name: "Instagram accounts" });
    const popupOpened = page.waitForEvent("popup");
    await card.getByRole("button", { name: "Connect Instagram" }).click();
    const popup = await popupOpened;
    // The local stand-in for Instagram's consent page.
    // The callback page tells the dashboard and closes itself, possibly before a close listener could be added.
    await popup.getByRole("button", { name: "Allow" }).click();
    await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true);
    const account = card.getByRole("listitem").filter({ hasText: "@" });
    await expect(account).toHaveCount(1);
    const username = (await account.locator(".instagram-account-name").textContent())!;
    await expect(page.getByText("Instagram connected")).toBeVisible();
    await account.getByRole("button", { name: `Unlink ${username}` }).click();
    const dialog = page.getByRole("dialog", { name: "Unlink Instagram account" });
    await dialog.getByRole("button", { name: "Unlink" }).click();
    await expect(card.getByText("No Instagram account is linked yet.")).toBeVisible();
  });
});
