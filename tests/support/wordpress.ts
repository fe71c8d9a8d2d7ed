import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { withActor } from "../../packages/core/src/actor";
import { createLocalApp, listen } from "../../packages/functions/src/local/server";
import { type LocalWordPress, startWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { addDomain } from "./domains";
import { registeredUser } from "./users";

const DEV_SCRIPT = fileURLToPath(new URL("../../packages/wordpress-plugin/dev/wordpress.ts", import.meta.url));
const TEMPLATES = join(tmpdir(), "sitecrew-wordpress-templates");

/** What the plugin's settings page does when Connect is pressed, run inside WordPress. */
export async function connectPlugin(wordpress: LocalWordPress, key: string) {
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

/**
 * An installed, stopped WordPress whose database each test file copies, made once per machine and
 * kept in the temporary folder: it spares each file MariaDB's first start and WordPress's
 * installer. Remade when the local WordPress script or Debian's WordPress changes.
 */
async function template() {
  const key = createHash("sha256").update(readFileSync(DEV_SCRIPT)).update(readFileSync("/usr/share/wordpress/wp-includes/version.php")).digest("hex").slice(0, 16);
  const dir = join(TEMPLATES, key);
  if (existsSync(join(dir, "ready"))) return dir;
  await mkdir(TEMPLATES, { recursive: true });
  const building = await mkdtemp(join(TEMPLATES, "building-"));
  try {
    const wordpress = await startWordPress({ dir: join(building, "wordpress") });
    await wordpress.stop();
    await writeFile(join(building, "ready"), "");
    // Test files in other workers may build it at the same moment: the first rename wins.
    await rename(building, dir);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    if (!existsSync(join(dir, "ready"))) throw error;
  }
  return dir;
}

/**
 * A WordPress with the plugin installed (not connected) in `dir`, calling the API at `apiUrl`,
 * started from the template's database.
 */
export async function startTestWordPress(dir: string, apiUrl: string) {
  // Only the database: copying WordPress's 3,000 files from the template is no faster than from Debian's package.
  await cp(join(await template(), "wordpress", "db"), join(dir, "db"), { recursive: true });
  return startWordPress({ dir, apiUrl, installPlugin: true });
}

export type ConnectedWordPress = Awaited<ReturnType<typeof connectedWordPress>>;

/**
 * A real WordPress with the SiteCrew plugin, connected to a domain of a fresh owner, for a test
 * file's `beforeAll` (and `stop()` in its `afterAll`). The plugin calls the API when it connects,
 * so an API listens on a free port beside it. Each file gets its own site: a WordPress holds one
 * connection, so files running at the same time cannot share one.
 */
export async function connectedWordPress() {
  const scratch = await mkdtemp(join(tmpdir(), "sitecrew-wp-"));
  const api = await listen(createLocalApp(join(scratch, "no-web")), 0);
  const stopApi = () => new Promise((resolve) => api.close(resolve));
  let wordpress: LocalWordPress | undefined;
  const stop = async () => {
    await wordpress?.stop();
    await stopApi();
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    wordpress = await startTestWordPress(join(scratch, "wordpress"), `http://localhost:${(api.address() as AddressInfo).port}/api`);
    const owner = await registeredUser();
    const domain = await addDomain(owner.token, new URL(wordpress.url).hostname);
    const connected = await connectPlugin(wordpress, domain.license_key);
    if (!connected.ok) throw new Error(`The plugin did not connect: ${connected.message}`);
    const ref = { userId: owner.userId, domainId: domain.id };
    return {
      wordpress,
      owner,
      domain,
      /** The domain as workers name it. */
      ref,
      /** Runs `work` as the owner, signed in. */
      asOwner: <T>(work: () => Promise<T>) => withActor({ type: "user", properties: { userId: owner.userId } }, work),
      /** Runs `work` as workers do: the system actor. */
      asSystem: <T>(work: () => Promise<T>) => withActor({ type: "system", properties: {} }, work),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
