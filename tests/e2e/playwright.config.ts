import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { freePort } from "../../packages/functions/src/local/ports";

const root = resolve(import.meta.dirname, "../..");
// Both are set once in the runner, which loads this file first; its workers load it again and inherit them,
// so every worker talks to the one server the runner starts and reads the outbox that server writes.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "sitecrew-e2e-"));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: ".",
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: "npx tsx packages/functions/src/local/start.ts",
    cwd: root,
    url: `http://localhost:${port}/`,
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
