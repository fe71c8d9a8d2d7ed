import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type LocalWordPress, startWordPress } from "../../packages/wordpress-plugin/dev/wordpress";

const DEV_SCRIPT = fileURLToPath(new URL("../../packages/wordpress-plugin/dev/wordpress.ts", import.meta.url));
const TEMPLATES = join(tmpdir(), "sitecrew-wordpress-templates");

/**
 * An installed, stopped WordPress whose database each new test site copies, made once per machine and
 * kept in the temporary folder: it spares each site MariaDB's first start and WordPress's
 * installer. Remade when the local WordPress script or Debian's WordPress changes.
 */
async function template() {
  const key = createHash("sha256")
    .update(readFileSync(DEV_SCRIPT))
    .update(readFileSync("/usr/share/wordpress/wp-includes/version.php"))
    .digest("hex")
    .slice(0, 16);
  const dir = join(TEMPLATES, key);
  if (existsSync(join(dir, "ready"))) return dir;
  await mkdir(TEMPLATES, { recursive: true });
  const building = await mkdtemp(join(TEMPLATES, "building-"));
  try {
    const wordpress = await startWordPress({ dir: join(building, "wordpress") });
    await wordpress.stop();
    await writeFile(join(building, "ready"), "");
    // Other test processes may build it at the same moment: the first rename wins.
    await rename(building, dir);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    if (!existsSync(join(dir, "ready"))) throw error;
  }
  return dir;
}

/**
 * A WordPress in `dir` started from the template's database. With `apiUrl` the plugin is installed (not
 * connected) and calls the API there; without, the plugin is not installed, as on a site that has never
 * had it. Free of core, so the end-to-end suite starts its WordPress with it too.
 */
export async function startTestWordPress(dir: string, apiUrl?: string, host?: string) {
  // Only the database: copying WordPress's 3,000 files from the template is no faster than from Debian's package.
  await cp(join(await template(), "wordpress", "db"), join(dir, "db"), { recursive: true });
  return startWordPress({ dir, apiUrl, host, installPlugin: apiUrl !== undefined });
}

/** Copies of the tables as they stand now, beside them in the same database. */
const SNAPSHOT = `
  global $wpdb;
  foreach ($wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($wpdb->prefix) . '%')) as $table) {
    $wpdb->query("DROP TABLE IF EXISTS \`pristine_$table\`");
    $wpdb->query("CREATE TABLE \`pristine_$table\` LIKE \`$table\`");
    $wpdb->query("INSERT INTO \`pristine_$table\` SELECT * FROM \`$table\`");
  }
`;

/** Puts every table back as the snapshot has it (ids counting from the same point) and drops tables added since. */
const RESTORE = `
  global $wpdb;
  $kept = array_map(fn ($table) => substr($table, strlen('pristine_')), $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like('pristine_') . '%')));
  if (!$kept) { fwrite(STDERR, "no snapshot\\n"); exit(1); }
  foreach ($wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($wpdb->prefix) . '%')) as $table) {
    if (!in_array($table, $kept, true)) $wpdb->query("DROP TABLE \`$table\`");
  }
  foreach ($kept as $table) {
    $wpdb->query("DROP TABLE IF EXISTS \`$table\`");
    $wpdb->query("CREATE TABLE \`$table\` LIKE \`pristine_$table\`");
    $wpdb->query("INSERT INTO \`$table\` SELECT * FROM \`pristine_$table\`");
  }
`;

/** Keeps the site's tables as they are now, for `restoreSite`. */
export async function snapshotSite(wordpress: LocalWordPress) {
  await wordpress.php(SNAPSHOT);
}

/** Puts the site back as `snapshotSite` saw it: its tables, and no uploads. */
export async function restoreSite(wordpress: LocalWordPress) {
  await wordpress.php(RESTORE);
  const uploads = join(wordpress.dir, "site", "wp-content", "uploads");
  await rm(uploads, { recursive: true, force: true });
  await mkdir(uploads);
}
