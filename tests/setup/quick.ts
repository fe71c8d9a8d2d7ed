/**
 * `npm run test:quick`: the inner loop. The unit tests, and the integration files the uncommitted change
 * reaches through their imports (Vitest's module graph), leaving out the files that need a real WordPress,
 * which take most of the integration suite's time; `-- --all` runs every integration file without WordPress.
 * `npm test` remains the check before a commit lands: static checks, WordPress and the browser.
 */
import { spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const integration = join(root, "tests/integration");

/** Integration files that lease a WordPress from the pool (tests/support/wordpress.ts and friends). */
async function wordpressFiles(): Promise<string[]> {
  const names = (await readdir(integration)).filter((name) => name.endsWith(".test.ts"));
  const uses = await Promise.all(names.map(async (name) => /support\/wordpress/.test(await readFile(join(integration, name), "utf8"))));
  return names.filter((_, index) => uses[index]).map((name) => `tests/integration/${name}`);
}

function vitest(args: string[]): Promise<boolean> {
  return new Promise((done) => spawn("npx", ["vitest", "run", ...args], { cwd: root, stdio: "inherit" }).on("close", (code) => done(code === 0)));
}

const all = process.argv.includes("--all");
const excluded = (await wordpressFiles()).flatMap((file) => ["--exclude", file]);
const unit = await vitest(["--project", "unit"]);
const services = await vitest(["--project", "integration", ...(all ? [] : ["--changed", "--passWithNoTests"]), ...excluded]);
process.exitCode = unit && services ? 0 : 1;
