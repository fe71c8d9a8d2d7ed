/**
 * `php -l` on every PHP file of the plugin; exits non-zero on any error.
 * Run with `npm run lint -w @sitecrew/wordpress-plugin` or `tsx packages/wordpress-plugin/dev/lint.ts`.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const pluginDir = resolve(dirname(fileURLToPath(import.meta.url)), "..", "sitecrew-connector");

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
process.exit(failures > 0 ? 1 : 0);
