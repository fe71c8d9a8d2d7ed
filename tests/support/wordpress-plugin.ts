import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";

/**
 * What the plugin's settings page does when Connect is pressed, run inside WordPress. Free of core, so the
 * end-to-end suite, which never starts core's database client, uses it too.
 */
export async function connectPlugin(wordpress: Pick<LocalWordPress, "php">, key: string) {
  const output = await wordpress.php(`
    wp_set_current_user(1);
    $response = SiteCrew_Api_Client::connect(${JSON.stringify(key)});
    if ($response->ok()) {
      SiteCrew_Options::save_connection(${JSON.stringify(key)}, $response->body['site_id'], $response->body['secret'], $response->body['domain_name'], 1);
    }
    echo wp_json_encode(['ok' => $response->ok(), 'message' => $response->message]);
  `);
  return JSON.parse(output) as { ok: boolean; message: string };
}
