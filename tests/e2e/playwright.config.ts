import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { freePort } from "../../packages/functions/src/local/ports";
import { TEST_JVM_OPTIONS } from "../setup/jvm";

const root = resolve(import.meta.dirname, "../..");
// Both are set once in the runner, which loads this file first; its workers load it again and inherit them,
// so every worker talks to the one server the runner starts and reads the outbox that server writes.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_PAGESPEED_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "sitecrew-e2e-"));
const port = Number(process.env.E2E_PORT);
const pageSpeedPort = Number(process.env.E2E_PAGESPEED_PORT);
/** The specs that take `sharedWordPress` from fixtures/wordpress.ts. */
// Chromium's headless shell draws pages without the full browser's GPU process and compositor: the same suite
// takes about a quarter less CPU than under `/usr/bin/chromium --headless`, and the suite is CPU-bound on two cores.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browser = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const WORDPRESS_SPECS = [
  "audit-rerun.spec.ts",
  "blog-optimizer.spec.ts",
  "optimizer-comparison.spec.ts",
  "search-console.spec.ts",
  "seo-auditor.spec.ts",
  "wordpress.spec.ts",
];

export default defineConfig({
  testDir: ".",
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each spec waits on the server, WordPress and the browser's own work in turn, and two of them left the cores idle
  // about a seventh of the time: a third fills it. The suite alone, back to back: 263 s and 267 s with three against
  // 299 s and 275 s with two, for the same CPU (486-496 CPU-seconds).
  workers: 3,
  retries: 0,
  // `npm test` asks for a JSON report beside the list, to say which spec files took the time.
  reporter: process.env.E2E_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]] : [["list"]],
  // Playwright queues the files of each set of worker fixtures together, in the order the sets first appear, so
  // the specs on a real WordPress (fixtures/wordpress.ts) came after every other spec, and wordpress.spec.ts, one
  // serial chain as long as a third of the suite, started when half of it was done. Listed first, they start
  // at once and the other specs fill the other workers beside them.
  projects: [
    { name: "wordpress", testMatch: WORDPRESS_SPECS },
    { name: "dashboard", testIgnore: WORDPRESS_SPECS },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace by default: recording one for every test (DOM snapshots at each action, even when kept only on
    // failure) took about a twentieth of the suite's CPU. A failing test says what it waited for and shows its last
    // screen; `--trace on` records the whole story when that is not enough.
    trace: "off",
    screenshot: "only-on-failure",
    // The dashboard honours reduced motion (1 ms animations): axe never measures a toast caught mid-fade.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: browser,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: [
    {
      command: "npx tsx tests/e2e/fixtures/pagespeed-server.ts",
      cwd: root,
      url: `http://127.0.0.1:${pageSpeedPort}/`,
      env: { PORT: String(pageSpeedPort) },
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "npx tsx packages/functions/src/local/start.ts",
      cwd: root,
      url: `http://localhost:${port}/`,
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? TEST_JVM_OPTIONS,
        // The audits' pages are measured by PageSpeed Insights' double, which answers a Lighthouse result recorded from a
        // real run: the screens show real figures, and no Chromium starts for them (about 15 CPU-s an audit). The one
        // page measured in the local Chromium is the integration suite's (auditor-lighthouse.test.ts).
        PAGESPEED_API_KEY: "e2e-pagespeed-key",
        PAGESPEED_API_URL: `http://127.0.0.1:${pageSpeedPort}/pagespeedonline/v5/runPagespeed`,
        // One page an audit, so the screens also show the pages left out.
        AUDIT_LIGHTHOUSE_PAGES: process.env.AUDIT_LIGHTHOUSE_PAGES ?? "1",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
