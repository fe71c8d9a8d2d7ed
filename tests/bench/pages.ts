import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { onLocalStack } from "./local-stack";
import { dashboardPages, settledAt } from "./pages-browser";
import { seedYear, YEAR } from "./pages-seed";
import { median, printTable } from "./table";

const PAGE_TARGET_MS = 1_000;
const CALL_TARGET_MS = 100;
/** Loads of each page; the table shows their median. */
const LOADS = 3;
/** Timed calls of each list call. */
const CALLS = 40;

const root = resolve(import.meta.dirname, "../..");

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

const verdict = (ms: number, target: number) => (ms < target ? "PASS" : "OVER");

/**
 * An account with a year of activity on the local stack (10,000 runs, 5,000 posts, 1,000
 * optimizations, 100,000 chat messages, 2,000 ledger rows): every signed-in page of the dashboard
 * loaded in Chromium with the account signed in and its busiest domain selected, timed from the
 * navigation until its data has settled; then every list call those pages made (a GET with page or
 * limit), timed directly. Reports PASS or OVER per row against 1 s per page and 100 ms p95 per call.
 */
export async function benchPages() {
  await onLocalStack(async (resources) => {
    const { freePort } = await import("../../packages/functions/src/local/ports");
    const { createLocalApp, listen } = await import("../../packages/functions/src/local/server");
    const { startQueueWorkers } = await import("../../packages/functions/src/local/queue-workers");
    const { chromium } = await import("@playwright/test");

    const port = await freePort();
    const base = `http://localhost:${port}`;
    const server = await listen(createLocalApp(join(root, "packages/web/dist")), port);
    // The chat agents' knowledge builds run, as they would, so no page waits on one.
    const workers = startQueueWorkers(resources);
    const browser = await chromium.launch({
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
    });
    try {
      const account = await seedYear(base);
      await settleKnowledge(account.userId);
      console.log(`pages: ${account.itemsWritten.toLocaleString("en")} items written in ${account.seconds.toFixed(0)} s; loading the pages`);

      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page, account.email, account.password);
      const busiest = account.domains[0]!;
      const domains = await (await fetch(`${base}/api/domain?page=1&limit=100`, { headers: { authorization: `Bearer ${account.token}` } })).json();
      const selected = (domains.data as Array<{ id: string }>).find((domain) => domain.id === busiest.domainId);
      await page.evaluate((domain) => localStorage.setItem("selectedDomain", JSON.stringify(domain)), selected);

      const listCalls = new Map<string, Set<string>>();
      const pageRows: Array<Array<string | number>> = [];
      for (const visit of dashboardPages(account)) {
        const loads = [];
        for (let load = 0; load < LOADS; load++) loads.push(await settledAt(page, visit.path));
        const ms = median(loads.map((entry) => entry.ms));
        const last = loads.at(-1)!;
        for (const call of last.calls) {
          const url = new URL(call.url);
          if (!url.searchParams.has("page") && !url.searchParams.has("limit")) continue;
          const key = url.pathname + url.search;
          listCalls.set(key, (listCalls.get(key) ?? new Set()).add(visit.name));
        }
        const slowest = last.calls.reduce((worst, call) => (call.ms > worst.ms ? call : worst), { url: "-", ms: 0 });
        pageRows.push([
          visit.name,
          visit.path.length > 60 ? `${visit.path.slice(0, 57)}...` : visit.path,
          ms.toFixed(0),
          Math.max(...loads.map((entry) => entry.ms)).toFixed(0),
          last.calls.length,
          slowest.ms ? `${new URL(slowest.url, base).pathname} ${slowest.ms.toFixed(0)} ms` : "-",
          last.alerts.join("; ") || "-",
          verdict(ms, PAGE_TARGET_MS),
        ]);
      }
      await context.close();

      const callRows: Array<Array<string | number>> = [];
      for (const [path, pages] of listCalls) {
        const times: number[] = [];
        let total = "";
        for (let attempt = 0; attempt < CALLS; attempt++) {
          const started = performance.now();
          const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${account.token}` } });
          const body = await response.json();
          times.push(performance.now() - started);
          if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
          total = String(body.pagination?.total ?? body.data?.pagination?.total ?? "-");
        }
        const p95 = percentile(times, 0.95);
        const named = [...pages];
        callRows.push([
          path,
          named.length > 3 ? `${named.slice(0, 2).join(", ")} and ${named.length - 2} more` : named.join(", "),
          total,
          percentile(times, 0.5).toFixed(1),
          p95.toFixed(1),
          verdict(p95, CALL_TARGET_MS),
        ]);
      }

      const held = `${YEAR.runs.toLocaleString("en")} runs, ${YEAR.posts.toLocaleString("en")} posts, ${YEAR.optimizations.toLocaleString("en")} optimizations, ${YEAR.chatMessages.toLocaleString("en")} chat messages, ${YEAR.ledgerRows.toLocaleString("en")} ledger rows`;
      printTable(
        `Signed-in pages with a year of activity (${held}; ${account.itemsWritten.toLocaleString("en")} items written in ${account.seconds.toFixed(0)} s), Chromium, median of ${LOADS} loads, target < ${PAGE_TARGET_MS} ms`,
        ["page", "path", "settled ms", "slowest load ms", "API calls", "slowest API call", "alerts shown", "target"],
        pageRows,
      );
      printTable(
        `List calls those pages make, ${CALLS} calls each, target p95 < ${CALL_TARGET_MS} ms`,
        ["call", "pages", "total", "p50 ms", "p95 ms", "target"],
        callRows,
      );
      const over = [...pageRows, ...callRows].filter((row) => row.at(-1) === "OVER").length;
      console.log(over ? `${over} row(s) over target` : "every page and list call within target");
    } finally {
      await browser.close();
      await workers.stop();
      server.close();
    }
  });
}

/** Signs in through the login page, as an owner does. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Waits until the chat agents' first knowledge builds have ended, so their pages do not poll for them. */
async function settleKnowledge(userId: string) {
  const { RunEntity } = await import("../../packages/core/src/job/run.entity");
  const until = Date.now() + 120_000;
  for (;;) {
    const { data } = await RunEntity.query.unfinished({}).go({ pages: "all" });
    if (!data.some((run) => run.userId === userId)) return;
    if (Date.now() > until) throw new Error(`${data.length} runs were still unfinished after two minutes`);
    await new Promise((done) => setTimeout(done, 250));
  }
}
