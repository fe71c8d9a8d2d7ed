/**
 * `php -l` on every PHP file of the plugin, then phpcs with the plugin's ruleset (phpcs.xml:
 * WordPress-compatible and security sniffs); exits non-zero on any error.
 * Run with `npm run lint -w @sitecrew/wordpress-plugin` or `tsx packages/wordpress-plugin/dev/lint.ts`.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pluginDir = join(packageDir, "sitecrew-connector");

function phpFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return phpFiles(path);
    return entry.isFile() && entry.name.endsWith(".php") ? [path] : [];
  });
}

const files = phpFiles(pluginDir).sort();
let failures = 0;
for (const file of files) {
  const result = spawnSync("php", ["-l", "-d", "display_errors=1", "-d", "error_reporting=-1", file], { encoding: "utf8" });
  if (result.error) {
    console.error(`Cannot run php: ${result.error.message}`);
    process.exit(2);
  }
  const name = relative(process.cwd(), file);
  if (result.status !== 0) {
    failures++;
    console.error(`✗ ${name}\n${(result.stdout + result.stderr).trim()}`);
  } else {
    console.log(`✓ ${name}`);
  }
}
if (files.length === 0) {
  console.error(`No PHP files under ${pluginDir}`);
  process.exit(1);
}
console.log(`${files.length} files, ${failures} with errors`);
if (failures > 0) process.exit(1);

// Debian's php-codesniffer; .ci/run installs it. The ruleset lists the files it checks.
const phpcs = spawnSync("phpcs", ["-q", "--no-colors", `--standard=${join(packageDir, "phpcs.xml")}`], { cwd: packageDir, encoding: "utf8" });
if (phpcs.error) {
  console.error(`Cannot run phpcs (${phpcs.error.message}): install it with \`sudo apt-get install -y php-codesniffer\`.`);
  process.exit(2);
}
if (phpcs.status !== 0) {
  console.error(`${phpcs.stdout}${phpcs.stderr}`.trim());
  console.error("phpcs found problems (rules in packages/wordpress-plugin/phpcs.xml)");
  process.exit(1);
}
console.log("phpcs: no problems");
