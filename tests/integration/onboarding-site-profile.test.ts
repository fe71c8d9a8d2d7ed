import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/api";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";
import { registeredUser } from "../support/users";

let site: ConnectedWordPress;

beforeAll(async () => {
  site = await connectedWordPress();
  await site.wordpress.php(`
    update_option('blogname', 'Green Thumbs & Co');
    update_option('blogdescription', 'Small-space gardening for balconies');
    // WordPress takes a language only with its translation files installed; the site's setting is what counts here.
    global $wpdb;
    $wpdb->replace($wpdb->options, ['option_name' => 'WPLANG', 'option_value' => 'en_GB', 'autoload' => 'yes']);
    wp_cache_delete('alloptions', 'options');
    foreach (['Balcony plants', 'Herbs', 'Compost'] as $name) wp_insert_term($name, 'category');
  `);
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

describe("the onboarding configuration drafted from the site", () => {
  it("answers the site's title, tagline, language and categories, WordPress's catch-all left out", async () => {
    const reply = await call("GET", `/onboarding/${site.domain.id}/site-profile`, { token: site.owner.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { categories, ...rest } = reply.body.data;
    expect(rest).toEqual({
      website_name: "Green Thumbs & Co",
      target_audience: "Readers of English (United Kingdom)",
      purpose: "Small-space gardening for balconies",
    });
    const onSite: string[] = JSON.parse(
      await site.wordpress.php(`echo wp_json_encode(get_terms(['taxonomy' => 'category', 'hide_empty' => false, 'fields' => 'names']));`),
    );
    expect(onSite.length).toBeGreaterThan(4);
    expect(categories).toHaveLength(3);
    expect(new Set(categories).size).toBe(3);
    for (const name of categories) expect(onSite.filter((category) => category !== "Uncategorized")).toContain(name);
  });

  it("answers another owner's domain as not found", async () => {
    const stranger = await registeredUser();
    expect((await call("GET", `/onboarding/${site.domain.id}/site-profile`, { token: stranger.token })).status).toBe(404);
  });
});
