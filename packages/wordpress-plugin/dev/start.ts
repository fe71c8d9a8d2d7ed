/**
 * `npm run wordpress`: a local WordPress with the SiteCrew Connector installed and active.
 *
 * Environment: DATA_DIR (default <repo>/.data; WordPress lives in $DATA_DIR/wordpress),
 * WORDPRESS_PORT (default 8080), SITECREW_API_URL (default http://localhost:3000/api).
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { AUTHOR_PASSWORD, AUTHOR_USER, startWordPress, type LocalWordPress } from "./wordpress";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, ".data"));
const port = Number(process.env.WORDPRESS_PORT ?? 8080);
const apiUrl = process.env.SITECREW_API_URL ?? "http://localhost:3000/api";

async function main() {
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`WORDPRESS_PORT is not a port: ${process.env.WORDPRESS_PORT}`);

  let wordpress: LocalWordPress | undefined;
  let closing = false;
  const shutdown = async (code = 0) => {
    if (closing) return;
    closing = true;
    console.log("\nStopping WordPress...");
    await wordpress?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
  process.on("SIGHUP", () => void shutdown());

  wordpress = await startWordPress({
    dir: join(dataDir, "wordpress"),
    port,
    apiUrl,
    installPlugin: true,
    log: (line) => console.log(`  ${line}`),
  });
  if (closing) return;

  // Keeps the process alive until Ctrl-C (the servers run detached).
  setInterval(() => {}, 1 << 30);

  console.log(`
  WordPress is running at ${wordpress.url}

  Admin          ${wordpress.adminUrl}
  User           ${wordpress.admin.user}
  Password       ${wordpress.admin.password}
  (an author: ${AUTHOR_USER} / ${AUTHOR_PASSWORD})

  SiteCrew API   ${apiUrl}   (SITECREW_API_URL in wp-config.php)

  Next steps
    1. In the SiteCrew dashboard, add the domain  ${new URL(wordpress.url).hostname}  and copy its licence key.
    2. Open ${wordpress.url}/wp-admin/options-general.php?page=sitecrew (Settings → SiteCrew),
       paste the licence key and press Connect.

  Data lives in ${wordpress.dir} (delete it for a fresh site). Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
