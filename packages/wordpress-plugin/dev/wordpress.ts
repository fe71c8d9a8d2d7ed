/**
 * A real local WordPress (Debian's package) under PHP's built-in server with a private MariaDB.
 * Used by `npm run wordpress` and by end-to-end tests. Only Node built-ins.
 *
 * Layout of `dir`:
 *   db/data           MariaDB data directory (kept between starts)
 *   site/             copy of /usr/share/wordpress (kept between starts; wp-config.php rewritten each start)
 *   router.php        router for `php -S` (pretty permalinks)
 *   logs/             mariadbd.err, php-server.log, debug.log (WP_DEBUG_LOG)
 *   salts.json        the wp-config salts (kept, so logins survive restarts)
 * Delete `dir` for a fresh site.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { accessSync, constants as fsConstants, existsSync, openSync, closeSync, readFileSync } from "node:fs";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@sitecrew/functions/local/ports";

export type StartWordPressOptions = {
  /** Working directory (created if missing). State is kept there between starts. */
  dir: string;
  /** Port of the web server; a free one when omitted. */
  port?: number;
  /** Host name in the site URL (served on 127.0.0.1 whatever it is). Default `wordpress.localhost`. */
  host?: string;
  /** Defines SITECREW_API_URL in wp-config.php, e.g. `http://localhost:3000/api`. */
  apiUrl?: string;
  /** Copy packages/wordpress-plugin/sitecrew-connector into wp-content/plugins and activate it. */
  installPlugin?: boolean;
  /** Progress lines. */
  log?: (line: string) => void;
};

export type LocalWordPress = {
  /** `http://${host}:${port}` (home and site URL). */
  url: string;
  /** `${url}/wp-admin/` */
  adminUrl: string;
  admin: { user: string; password: string };
  dir: string;
  /** Runs a PHP snippet (with or without a leading `<?php`) with WordPress loaded; resolves to its stdout. */
  php(code: string): Promise<string>;
  /** Stops the web server and MariaDB and waits for them. */
  stop(): Promise<void>;
};

export const ADMIN_USER = "admin";
export const ADMIN_PASSWORD = "sitecrew-local-admin";
export const AUTHOR_USER = "jane";
export const AUTHOR_PASSWORD = "sitecrew-local-author";

const WORDPRESS_SOURCE = "/usr/share/wordpress";
const PLUGIN_SLUG = "sitecrew-connector";
const PLUGIN_SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), "..", PLUGIN_SLUG);
const DB_NAME = "wordpress";
const DB_USER = "wordpress";
const DB_PASSWORD = "wordpress-local";

const APT_PACKAGES = [
  "wordpress",
  "wordpress-theme-twentytwentythree",
  // Debian's WordPress links wp-includes/js/underscore and crop to these instead of shipping them.
  "libjs-underscore",
  "libjs-cropper",
  "php-cli",
  "php-mysql",
  "php-curl",
  "php-xml",
  "php-mbstring",
  "php-zip",
  "mariadb-server",
];
const PHP_EXTENSIONS = ["mysqli", "curl", "dom", "mbstring", "zip"];

export async function startWordPress(options: StartWordPressOptions): Promise<LocalWordPress> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const dir = resolve(options.dir);
  const host = options.host ?? "wordpress.localhost";
  const site = join(dir, "site");
  const logs = join(dir, "logs");
  const dbDir = join(dir, "db");

  const tools = await ensurePackages(log);
  await mkdir(logs, { recursive: true });
  await mkdir(dbDir, { recursive: true });
  await mkdir(join(dir, "opcache"), { recursive: true });
  await stopLeftovers(dir, log);

  const port = options.port ?? (await freePort());
  if (options.port !== undefined && !(await isPortFree(options.port))) {
    throw new Error(`Port ${options.port} is in use: stop what runs there or choose another port.`);
  }
  const url = `http://${host}:${port}`;

  const processes: { db?: ChildProcess; web?: ChildProcess } = {};
  let stopped = false;
  const onExit = () => {
    // Last resort when the caller never calls stop(): signal only, no waiting is possible here.
    if (processes.web?.pid) signalGroup(processes.web.pid, "SIGTERM");
    if (processes.db?.pid) signal(processes.db.pid, "SIGTERM");
  };
  process.on("exit", onExit);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", onExit);
    await Promise.all([
      processes.web?.pid ? stopGroup(processes.web.pid, 5_000) : undefined,
      processes.db ? stopChild(processes.db, 30_000) : undefined,
    ]);
    await rm(join(dir, "php-server.pid"), { force: true });
  };

  try {
    // 1. MariaDB, private to `dir`.
    const db = await startMariaDb({ dir, dbDir, logs, tools, log });
    processes.db = db.child;

    // 2. WordPress files and configuration.
    await prepareSite({ site, log });
    await writeWpConfig({ dir, site, logs, url, dbPort: db.port, apiUrl: options.apiUrl });
    await writeFile(join(dir, "router.php"), ROUTER_PHP);
    await mkdir(join(site, "wp-content", "mu-plugins"), { recursive: true });
    await writeFile(join(site, "wp-content", "mu-plugins", "sitecrew-local-dev.php"), LOCAL_MU_PLUGIN);
    if (options.installPlugin) {
      const target = join(site, "wp-content", "plugins", PLUGIN_SLUG);
      await rm(target, { recursive: true, force: true });
      // sitecrew-config.php is what the API adds to downloaded zips; here wp-config.php defines the URL.
      await cp(PLUGIN_SOURCE, target, {
        recursive: true,
        filter: (source) => !source.endsWith(`${PLUGIN_SLUG}/sitecrew-config.php`),
      });
    }

    // 3. Install (first start only), seed reference data, activate the plugin.
    const runPhp = (code: string, label = "PHP snippet", installing = false) =>
      runSnippet({ dir, site, host, port, code, label, installing });
    const setup = await runPhp(setupScript({ url, installPlugin: options.installPlugin === true }), "WordPress setup", true);
    for (const line of setup.split("\n").filter(Boolean)) log(line);

    // 4. Serve.
    processes.web = startWebServer({ dir, site, logs, port });
    await writeFile(join(dir, "php-server.pid"), `${processes.web.pid}\n`);
    await waitForHttp({ port, host, child: processes.web, logFile: join(logs, "php-server.log") });

    log(`WordPress is up at ${url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return {
      url,
      adminUrl: `${url}/wp-admin/`,
      admin: { user: ADMIN_USER, password: ADMIN_PASSWORD },
      dir,
      php: (code: string) => runPhp(code),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Packages

type Tools = { php: string; mariadbd: string; installDb: string; admin: string; client: string };

async function ensurePackages(log: (line: string) => void): Promise<Tools> {
  let missing = await missingPieces();
  if (missing.length > 0) {
    const command = `apt-get update && apt-get install -y --no-install-recommends ${APT_PACKAGES.join(" ")}`;
    if (process.getuid?.() !== 0) {
      throw new Error(
        `Local WordPress needs Debian packages (missing: ${missing.join(", ")}). Install them with:\n  sudo ${command}`,
      );
    }
    log(`Installing ${APT_PACKAGES.join(" ")} (missing: ${missing.join(", ")})...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    await run("apt-get", ["update"], { env });
    await run("apt-get", ["install", "-y", "--no-install-recommends", ...APT_PACKAGES], { env });
    missing = await missingPieces();
    if (missing.length > 0) throw new Error(`Still missing after apt-get install: ${missing.join(", ")}`);
  }
  return {
    php: which("php")!,
    mariadbd: which("mariadbd")!,
    installDb: which("mariadb-install-db")!,
    admin: which("mariadb-admin")!,
    client: which("mariadb")!,
  };
}

async function missingPieces(): Promise<string[]> {
  const missing: string[] = [];
  for (const binary of ["php", "mariadbd", "mariadb-install-db", "mariadb-admin", "mariadb"]) {
    if (!which(binary)) missing.push(binary);
  }
  if (!existsSync(join(WORDPRESS_SOURCE, "wp-settings.php"))) missing.push(WORDPRESS_SOURCE);
  if (!existsSync(join(WORDPRESS_SOURCE, "wp-content", "themes", "twentytwentythree"))) missing.push("twentytwentythree theme");
  if (which("php")) {
    const code = `foreach (${JSON.stringify(PHP_EXTENSIONS)} as $e) { if (!extension_loaded($e)) echo $e, "\\n"; }`;
    const result = await run("php", ["-r", code]).catch(() => PHP_EXTENSIONS.join("\n"));
    for (const extension of result.split("\n").filter(Boolean)) missing.push(`php extension ${extension}`);
  }
  return missing;
}

/** Absolute path of an executable in PATH, /usr/sbin or /sbin; undefined when absent. */
function which(binary: string): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/local/sbin", "/usr/sbin", "/sbin"];
  for (const candidate of dirs.filter(Boolean).map((d) => join(d, binary))) {
    try {
      accessSync(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// MariaDB

async function startMariaDb(args: {
  dir: string;
  dbDir: string;
  logs: string;
  tools: Tools;
  log: (line: string) => void;
}): Promise<{ child: ChildProcess; port: number; socket: string }> {
  const { dir, dbDir, logs, tools, log } = args;
  const dataDir = join(dbDir, "data");
  const user = userInfo().username;
  // Unix socket paths are limited to about 107 bytes.
  let socket = join(dbDir, "mysqld.sock");
  if (Buffer.byteLength(socket) > 100) {
    socket = join(tmpdir(), `sitecrew-wp-${Buffer.from(dir).toString("base64url").slice(-16)}.sock`);
  }

  if (!existsSync(join(dataDir, "mysql"))) {
    log("Creating the MariaDB data directory...");
    await rm(dataDir, { recursive: true, force: true });
    await run(tools.installDb, [
      "--no-defaults",
      `--datadir=${dataDir}`,
      `--user=${user}`,
      "--auth-root-authentication-method=socket",
      "--skip-test-db",
      "--innodb-log-file-size=8M",
    ]);
  }

  const port = await freePort();
  const errorLog = join(logs, "mariadbd.err");
  const out = openSync(errorLog, "a");
  const child = spawn(
    tools.mariadbd,
    [
      "--no-defaults",
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--port=${port}`,
      "--bind-address=127.0.0.1",
      `--pid-file=${join(dbDir, "mariadbd.pid")}`,
      `--log-error=${errorLog}`,
      `--user=${user}`,
      "--skip-name-resolve",
      "--innodb-buffer-pool-size=32M",
      "--innodb-log-file-size=8M",
      "--skip-log-bin",
      "--performance-schema=OFF",
      "--max-connections=60",
    ],
    { detached: true, stdio: ["ignore", out, out] },
  );
  closeSync(out);
  child.unref();
  let exited: string | undefined;
  child.once("exit", (code, sig) => (exited = `mariadbd exited (${sig ?? code})`));

  log(`Starting MariaDB on 127.0.0.1:${port}...`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`${exited}. Last lines of ${errorLog}:\n${tail(errorLog)}`);
    const ok = await run(tools.admin, ["--no-defaults", `--socket=${socket}`, `-u${user}`, "ping"])
      .then(() => true)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      signal(child.pid, "SIGKILL");
      throw new Error(`MariaDB did not start within 60 s. Last lines of ${errorLog}:\n${tail(errorLog)}`);
    }
    await sleep(100);
  }

  const sql = [
    `CREATE DATABASE IF NOT EXISTS \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
    `CREATE USER IF NOT EXISTS '${DB_USER}'@'%' IDENTIFIED BY '${DB_PASSWORD}';`,
    `CREATE USER IF NOT EXISTS '${DB_USER}'@'localhost' IDENTIFIED BY '${DB_PASSWORD}';`,
    `GRANT ALL PRIVILEGES ON \`${DB_NAME}\`.* TO '${DB_USER}'@'%';`,
    `GRANT ALL PRIVILEGES ON \`${DB_NAME}\`.* TO '${DB_USER}'@'localhost';`,
    "FLUSH PRIVILEGES;",
  ].join(" ");
  await run(tools.client, ["--no-defaults", `--socket=${socket}`, `-u${user}`, "-e", sql]);
  return { child, port, socket };
}

// ---------------------------------------------------------------------------------------------
// Site files

async function prepareSite({ site, log }: { site: string; log: (line: string) => void }) {
  // The suffix marks copies made with links resolved; older copies had broken script links.
  const sourceVersion = `${wordpressVersion(WORDPRESS_SOURCE)}+resolved-links`;
  const marker = join(site, ".sitecrew-source-version");
  const current = existsSync(marker) ? (await readFile(marker, "utf8")).trim() : undefined;
  if (current === sourceVersion && existsSync(join(site, "wp-settings.php"))) return;

  log(`Copying ${WORDPRESS_SOURCE} (WordPress ${sourceVersion})...`);
  // Keep uploads and installed plugins/themes of an older copy.
  const keep = join(dirname(site), "site-wp-content.previous");
  if (existsSync(join(site, "wp-content"))) {
    await rm(keep, { recursive: true, force: true });
    await run("mv", [join(site, "wp-content"), keep]);
  }
  await rm(site, { recursive: true, force: true });
  // -L: Debian links the admin's script libraries (underscore, cropper) with paths relative to
  // /usr/share, which would point nowhere inside the copy.
  await run("cp", ["-a", "-L", WORDPRESS_SOURCE, site]);
  // Debian's wp-config.php reads /etc/wordpress/config-<host>.php; .htaccess points into /etc.
  await rm(join(site, "wp-config.php"), { force: true });
  await rm(join(site, ".htaccess"), { force: true });
  if (existsSync(keep)) {
    await run("cp", ["-a", "-n", `${join(site, "wp-content")}/.`, keep]);
    await rm(join(site, "wp-content"), { recursive: true, force: true });
    await run("mv", [keep, join(site, "wp-content")]);
  }
  await mkdir(join(site, "wp-content", "uploads"), { recursive: true });
  await writeFile(marker, `${sourceVersion}\n`);
}

function wordpressVersion(root: string): string {
  const text = readFileSync(join(root, "wp-includes", "version.php"), "utf8");
  return /\$wp_version\s*=\s*'([^']+)'/.exec(text)?.[1] ?? "unknown";
}

async function writeWpConfig(args: {
  dir: string;
  site: string;
  logs: string;
  url: string;
  dbPort: number;
  apiUrl?: string | undefined;
}) {
  const saltsFile = join(args.dir, "salts.json");
  const names = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT"];
  let salts: Record<string, string> = {};
  if (existsSync(saltsFile)) salts = JSON.parse(await readFile(saltsFile, "utf8")) as Record<string, string>;
  if (!names.every((name) => typeof salts[name] === "string")) {
    salts = Object.fromEntries(names.map((name) => [name, randomBytes(48).toString("base64")]));
    await writeFile(saltsFile, JSON.stringify(salts, null, 2));
  }
  const php = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  const lines = [
    "<?php",
    "// Written by packages/wordpress-plugin/dev/wordpress.ts on every start: edits are lost.",
    `define('DB_NAME', ${php(DB_NAME)});`,
    `define('DB_USER', ${php(DB_USER)});`,
    `define('DB_PASSWORD', ${php(DB_PASSWORD)});`,
    `define('DB_HOST', ${php(`127.0.0.1:${args.dbPort}`)});`,
    "define('DB_CHARSET', 'utf8mb4');",
    "define('DB_COLLATE', '');",
    ...names.map((name) => `define('${name}', ${php(salts[name]!)});`),
    "$table_prefix = 'wp_';",
    "define('WP_ENVIRONMENT_TYPE', 'local');",
    `define('WP_HOME', ${php(args.url)});`,
    `define('WP_SITEURL', ${php(args.url)});`,
    "define('DISABLE_WP_CRON', true);",
    "define('FS_METHOD', 'direct');",
    "define('AUTOMATIC_UPDATER_DISABLED', true);",
    "define('WP_AUTO_UPDATE_CORE', false);",
    "define('WP_DEBUG', true);",
    "define('WP_DEBUG_DISPLAY', false);",
    `define('WP_DEBUG_LOG', ${php(join(args.logs, "debug.log"))});`,
    ...(args.apiUrl ? [`define('SITECREW_API_URL', ${php(args.apiUrl)});`] : []),
    "if (!defined('ABSPATH')) { define('ABSPATH', __DIR__ . '/'); }",
    "require_once ABSPATH . 'wp-settings.php';",
    "",
  ];
  await writeFile(join(args.site, "wp-config.php"), lines.join("\n"));
}

/** Install on first start; reference data; plugin activation. Prints progress lines. */
function setupScript({ url, installPlugin }: { url: string; installPlugin: boolean }): string {
  return String.raw`
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
add_filter('pre_wp_mail', '__return_true');

if (!is_blog_installed()) {
  $result = wp_install('Local WordPress', ${JSON.stringify(ADMIN_USER)}, 'admin@wordpress.localhost', true, '', ${JSON.stringify(ADMIN_PASSWORD)});
  if (empty($result['user_id'])) { fwrite(STDERR, "wp_install failed\n"); exit(1); }
  update_option('blogdescription', 'A WordPress for SiteCrew development');

  global $wp_rewrite;
  $wp_rewrite->set_permalink_structure('/%postname%/');

  $gardening = wp_insert_term('Gardening', 'category', ['slug' => 'gardening', 'description' => 'Growing things']);
  $recipes = wp_insert_term('Recipes', 'category', ['slug' => 'recipes', 'description' => 'Cooking what grew']);
  $author = wp_insert_user([
    'user_login' => ${JSON.stringify(AUTHOR_USER)},
    'user_pass' => ${JSON.stringify(AUTHOR_PASSWORD)},
    'user_email' => 'jane@wordpress.localhost',
    'display_name' => 'Jane Gardener',
    'first_name' => 'Jane',
    'last_name' => 'Gardener',
    'role' => 'author',
  ]);
  if (is_wp_error($gardening) || is_wp_error($recipes) || is_wp_error($author)) { fwrite(STDERR, "seeding failed\n"); exit(1); }
  $admin = (int) $result['user_id'];
  $posts = [
    ['Planting tomatoes in spring', 'gardening', $admin, 5, 'publish'],
    ['Composting for beginners', 'gardening', (int) $author, 4, 'publish'],
    ['A five-minute tomato salad', 'recipes', (int) $author, 3, 'publish'],
    ['Pickling cucumbers', 'recipes', $admin, 2, 'draft'],
  ];
  foreach ($posts as [$title, $category, $user, $days_ago, $status]) {
    $time = time() - $days_ago * DAY_IN_SECONDS;
    $id = wp_insert_post([
      'post_title' => $title,
      'post_content' => '<!-- wp:paragraph --><p>' . esc_html($title) . ' — a sample post of the local WordPress.</p><!-- /wp:paragraph -->',
      'post_status' => $status,
      'post_author' => $user,
      'post_category' => [(int) ($category === 'gardening' ? $gardening['term_id'] : $recipes['term_id'])],
      'post_date' => get_date_from_gmt(gmdate('Y-m-d H:i:s', $time)),
      'post_date_gmt' => gmdate('Y-m-d H:i:s', $time),
    ], true);
    if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message() . "\n"); exit(1); }
  }
  $page = wp_insert_post([
    'post_type' => 'page',
    'post_title' => 'About us',
    'post_content' => '<!-- wp:paragraph --><p>We grow vegetables and write about them.</p><!-- /wp:paragraph -->',
    'post_status' => 'publish',
    'post_author' => $admin,
  ], true);
  if (is_wp_error($page)) { fwrite(STDERR, $page->get_error_message() . "\n"); exit(1); }
  echo "Installed WordPress with sample categories, posts, a page and the author ${AUTHOR_USER}\n";
}

update_option('home', ${JSON.stringify(url)});
update_option('siteurl', ${JSON.stringify(url)});
update_option('permalink_structure', '/%postname%/');
flush_rewrite_rules(false);

${
  installPlugin
    ? String.raw`
wp_clean_plugins_cache(false);
$activated = activate_plugin('${PLUGIN_SLUG}/${PLUGIN_SLUG}.php');
if (is_wp_error($activated)) { fwrite(STDERR, 'Activating the plugin failed: ' . $activated->get_error_message() . "\n"); exit(1); }
echo "SiteCrew Connector is active\n";`
    : ""
}`;
}

/**
 * PHP's command line leaves OPcache off, so every request of the built-in server and every snippet compiled all of
 * WordPress again. On, with the compiled scripts also kept on disk for the snippets' short-lived processes; every
 * use checks the file's time, so a plugin or file the test changes is read fresh.
 */
function compiledOnce(dir: string) {
  return ["-d", "opcache.enable_cli=1", "-d", `opcache.file_cache=${join(dir, "opcache")}`, "-d", "opcache.revalidate_freq=0"];
}

async function runSnippet(args: {
  dir: string;
  site: string;
  host: string;
  port: number;
  code: string;
  label: string;
  installing?: boolean;
}): Promise<string> {
  const tmp = join(args.dir, "tmp");
  await mkdir(tmp, { recursive: true });
  const file = join(tmp, `snippet-${randomBytes(6).toString("hex")}.php`);
  const body = args.code.replace(/^\s*<\?php\b/, "");
  const hostHeader = `${args.host}:${args.port}`;
  const header = [
    "<?php",
    `$_SERVER['HTTP_HOST'] = ${JSON.stringify(hostHeader)};`,
    `$_SERVER['SERVER_NAME'] = ${JSON.stringify(args.host)};`,
    `$_SERVER['SERVER_PORT'] = '${args.port}';`,
    "$_SERVER['REQUEST_URI'] = '/';",
    "$_SERVER['REQUEST_METHOD'] = 'GET';",
    "$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';",
    "$_SERVER['REMOTE_ADDR'] = '127.0.0.1';",
    ...(args.installing ? ["define('WP_INSTALLING', true);"] : []),
    `require ${JSON.stringify(join(args.site, "wp-load.php"))};`,
    "ini_set('display_errors', 'stderr');",
    "",
  ].join("\n");
  await writeFile(file, header + body);
  try {
    return await run("php", ["-d", "sendmail_path=/bin/true", "-d", "display_errors=stderr", ...compiledOnce(args.dir), file], {
      cwd: args.site,
      label: args.label,
    });
  } finally {
    await rm(file, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Web server

const ROUTER_PHP = `<?php
// Router for \`php -S\`: real files are served as they are, everything else goes to WordPress.
$root = $_SERVER['DOCUMENT_ROOT'];
$path = rawurldecode((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
if (!str_contains($path, '..') && $path !== '/') {
    $file = $root . $path;
    if (is_file($file)) {
        return false;
    }
    if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) {
        if (!str_ends_with($path, '/')) {
            $query = parse_url($_SERVER['REQUEST_URI'], PHP_URL_QUERY);
            header('Location: ' . $path . '/' . ($query ? '?' . $query : ''), true, 301);
            return true;
        }
        return false;
    }
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
chdir($root);
require $root . '/index.php';
`;

/** Must-use plugin of the local site only (never shipped): lets WordPress download from loopback URLs. */
const LOCAL_MU_PLUGIN = `<?php
/**
 * Plugin Name: SiteCrew local development
 * Description: Written by packages/wordpress-plugin/dev/wordpress.ts. Lets wp_safe_remote_* (used by
 * media_sideload_image) reach localhost URLs on any port, drops outgoing mail, keeps PHP 8.2
 * deprecation notices of WordPress 6.1 out of logs/debug.log.
 */
function sitecrew_local_is_loopback(string $host): bool {
    $host = strtolower(trim($host, '[].'));
    return $host === 'localhost' || str_ends_with($host, '.localhost') || $host === '::1' || str_starts_with($host, '127.');
}
add_filter('http_request_host_is_external', function ($external, $host) {
    return $external || sitecrew_local_is_loopback((string) $host);
}, 10, 2);
add_filter('http_allowed_safe_ports', function ($ports, $host, $url) {
    $port = parse_url((string) $url, PHP_URL_PORT);
    if ($port && sitecrew_local_is_loopback((string) $host)) {
        $ports[] = (int) $port;
    }
    return $ports;
}, 10, 3);
add_filter('pre_wp_mail', '__return_true');
// WordPress 6.1 on PHP 8.2 logs many harmless "Deprecated" lines; keep logs/debug.log readable.
error_reporting(E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED);
`;

function startWebServer(args: { dir: string; site: string; logs: string; port: number }): ChildProcess {
  const out = openSync(join(args.logs, "php-server.log"), "a");
  const child = spawn(
    "php",
    ["-d", "sendmail_path=/bin/true", ...compiledOnce(args.dir), "-S", `127.0.0.1:${args.port}`, "-t", args.site, join(args.dir, "router.php")],
    {
      cwd: args.site,
      detached: true,
      stdio: ["ignore", out, out],
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: "4" },
    },
  );
  closeSync(out);
  child.unref();
  return child;
}

async function waitForHttp(args: { port: number; host: string; child: ChildProcess; logFile: string }) {
  let exited: string | undefined;
  args.child.once("exit", (code, sig) => (exited = `php -S exited (${sig ?? code})`));
  const deadline = Date.now() + 30_000;
  let last = "";
  for (;;) {
    if (exited) throw new Error(`${exited}. Last lines of ${args.logFile}:\n${tail(args.logFile)}`);
    try {
      const status = await httpStatus(args.port, `${args.host}:${args.port}`, "/");
      if (status === 200) return;
      last = `HTTP ${status}`;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline) throw new Error(`WordPress did not answer within 30 s (${last}).`);
    await sleep(100);
  }
}

function httpStatus(port: number, hostHeader: string, path: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET", headers: { host: hostHeader }, timeout: 10_000 }, (res) => {
      res.resume();
      res.on("end", () => resolvePromise(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------
// Processes

/** Stops a web server or MariaDB left running by an earlier start in the same `dir` (e.g. after kill -9). */
async function stopLeftovers(dir: string, log: (line: string) => void) {
  const candidates: Array<{ pidFile: string; marker: string; group: boolean }> = [
    { pidFile: join(dir, "php-server.pid"), marker: join(dir, "router.php"), group: true },
    { pidFile: join(dir, "db", "mariadbd.pid"), marker: join(dir, "db", "data"), group: false },
  ];
  for (const { pidFile, marker, group } of candidates) {
    if (!existsSync(pidFile)) continue;
    const pid = Number((await readFile(pidFile, "utf8")).trim());
    if (!Number.isInteger(pid) || pid <= 1 || !alive(pid)) continue;
    let commandLine = "";
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
    } catch {
      continue;
    }
    if (!commandLine.includes(marker)) continue;
    log(`Stopping a leftover process ${pid} (${commandLine.split(" ")[0]})...`);
    if (group) await stopGroup(pid, 5_000);
    else await stopPid(pid, 30_000);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function signal(pid: number | undefined, sig: NodeJS.Signals) {
  if (!pid) return;
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

function signalGroup(pgid: number, sig: NodeJS.Signals) {
  try {
    process.kill(-pgid, sig);
  } catch {
    // already gone
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL once `timeoutMs` has passed; resolves when the target is gone. */
async function terminate(send: (sig: NodeJS.Signals) => void, isAlive: () => boolean, timeoutMs: number) {
  send("SIGTERM");
  const deadline = Date.now() + timeoutMs;
  while (isAlive()) {
    if (Date.now() > deadline) {
      send("SIGKILL");
      await sleep(100);
      break;
    }
    await sleep(50);
  }
}

const stopGroup = (pgid: number, timeoutMs: number) => terminate((sig) => signalGroup(pgid, sig), () => groupAlive(pgid), timeoutMs);
const stopPid = (pid: number, timeoutMs: number) => terminate((sig) => signal(pid, sig), () => alive(pid), timeoutMs);

async function stopChild(child: ChildProcess, timeoutMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolvePromise) => child.once("exit", () => resolvePromise()));
  signal(child.pid, "SIGTERM");
  const timer = setTimeout(() => signal(child.pid, "SIGKILL"), timeoutMs);
  await exited;
  clearTimeout(timer);
}

type RunOptions = { cwd?: string; env?: NodeJS.ProcessEnv; label?: string };

/** Runs a command; resolves to stdout, rejects with stderr on a non-zero exit. */
function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", reject);
    child.on("close", (code, sig) => {
      const out = Buffer.concat(stdout).toString("utf8");
      if (code === 0) return resolvePromise(out);
      const err = Buffer.concat(stderr).toString("utf8").trim();
      reject(
        new Error(
          `${options.label ?? `${command} ${args.join(" ")}`} failed (${sig ?? `exit ${code}`})${err ? `:\n${err}` : ""}${out.trim() ? `\n${out.trim()}` : ""}`,
        ),
      );
    });
  });
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolvePromise(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolvePromise(true)));
  });
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function sleep(ms: number) {
  return new Promise((resolvePromise) => setTimeout(resolvePromise, ms));
}
