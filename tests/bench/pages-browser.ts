import type { Page, Request } from "@playwright/test";
import type { SeededAccount } from "./pages-seed";

/** How long the page must stay without API traffic and loading indicators to count as settled. */
const QUIET_MS = 500;
const TIMEOUT_MS = 20_000;
const POLL_MS = 15;

export interface PageVisit {
  name: string;
  path: string;
}

/** Every signed-in page of the dashboard (packages/web/src/routes/_app), the detail pages on the busiest domain's items. */
export function dashboardPages(account: SeededAccount): PageVisit[] {
  const domain = account.domains[0]!;
  const blog = domain.blogAgents[0]!.agentId;
  const social = domain.socialAgents[0]!.agentId;
  const chat = domain.chatAgents[0]!.agentId;
  const { runId, auditorId } = account.sample;
  return [
    { name: "dashboard", path: "/dashboard" },
    { name: "domains", path: "/domain-manager" },
    { name: "domain detail", path: `/domain-manager/domain-detail/${domain.domainId}` },
    { name: "onboarding", path: "/onboarding" },
    { name: "add service", path: "/add-service" },
    { name: "manage services", path: "/manage-services" },
    { name: "blog agents", path: "/add-service/manage-blog-agent" },
    { name: "blog agent posts", path: `/add-service/view-blog-content/${blog}` },
    { name: "edit blog agent", path: `/add-service/edit-blog-agent/${blog}` },
    { name: "add blog agent", path: "/add-service/add-blog-agent" },
    { name: "social agents", path: "/add-service/manage-social-media-agent" },
    { name: "social agent videos", path: `/add-service/view-social-content/${social}` },
    { name: "edit social agent", path: `/add-service/edit-social-agent/${social}` },
    { name: "generate social content", path: `/add-service/generate-social-content/${social}` },
    { name: "add social agent", path: "/add-service/add-social-agent" },
    { name: "chat agents", path: "/add-service/manage-chat-agent" },
    { name: "chat conversations", path: `/add-service/chat-conversations/${chat}` },
    { name: "edit chat agent", path: `/add-service/edit-chat-agent/${chat}` },
    { name: "add chat agent", path: "/add-service/add-chat-agent" },
    { name: "SEO auditors", path: "/add-service/manage-blog-auditor" },
    { name: "SEO auditor list", path: "/add-service/manage-blog-auditor-agent" },
    { name: "audit result", path: `/add-service/view-auditor-result/${auditorId}` },
    { name: "audit report", path: `/add-service/auditor-report/${auditorId}` },
    { name: "add SEO auditor", path: "/add-service/add-blog-auditor" },
    { name: "blog optimizations", path: "/add-service/manage-blog-optimization-agent" },
    { name: "activity", path: "/activity" },
    { name: "activity, failed runs", path: "/activity?status=failed" },
    { name: "run detail", path: `/activity/${runId}` },
    { name: "approvals", path: "/approvals" },
    { name: "analytics, 30 days", path: "/analytics" },
    { name: "analytics, 90 days", path: "/analytics?days=90" },
    { name: "billing", path: "/subscription" },
    { name: "top up", path: "/topup" },
    { name: "profile", path: "/profile" },
  ];
}

export interface ApiCall {
  url: string;
  ms: number;
}

/**
 * Whether the dashboard shows that something is still loading: a spinner (every page's and list's
 * loading state), a table marked busy while its next page loads, or a control still waiting for its
 * options ("Loading voices…"). A string, not a function: tsx would wrap a function's inner names in
 * a helper the page does not have.
 */
const LOADING_SCRIPT = `(() => {
  const visible = (element) => element.offsetParent !== null || getComputedStyle(element).position === "fixed";
  const any = (selector) => Array.from(document.querySelectorAll(selector)).some(visible);
  if (!document.querySelector("main")) return true;
  if (any(".spinner, .page-loading") || any("[aria-busy='true']:not(button)") || any("[placeholder^='Loading']")) return true;
  return Array.from(document.querySelectorAll("select")).some((select) => visible(select) && /^Loading/.test(select.selectedOptions[0]?.textContent ?? ""));
})()`;

const showsLoading = (page: Page) => page.evaluate<boolean>(LOADING_SCRIPT);

/** The alerts the settled page shows (a list that could not load, a missing item), so a fast error is not taken for data. */
const ALERTS_SCRIPT = `Array.from(document.querySelectorAll("main [role='alert']")).filter((element) => element.offsetParent !== null).map((element) => element.textContent.trim().slice(0, 60)).filter(Boolean)`;

/**
 * Loads `path` afresh and answers how long its data took to settle: from the navigation until the
 * last API answer it waited for or the last loading indicator went away, whichever came later, once
 * both have stayed so for QUIET_MS. Answers the API calls it made with their durations.
 */
export async function settledAt(page: Page, path: string) {
  const inFlight = new Set<Request>();
  const calls: ApiCall[] = [];
  const started = performance.now();
  let lastApi = started;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith("/api/");
  const onRequest = (request: Request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    lastApi = performance.now();
  };
  const onDone = (request: Request) => {
    if (!inFlight.delete(request)) return;
    lastApi = performance.now();
    const timing = request.timing();
    calls.push({ url: request.url(), ms: timing.responseEnd > 0 ? timing.responseEnd : lastApi - started });
  };
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  page.on("requestfailed", onDone);
  try {
    await page.goto(path, { waitUntil: "commit" });
    let calmSince: number | undefined;
    for (;;) {
      const now = performance.now();
      if (now - started > TIMEOUT_MS) throw new Error(`${path} did not settle within ${TIMEOUT_MS} ms`);
      const loading = inFlight.size > 0 || (await showsLoading(page));
      if (loading) calmSince = undefined;
      else calmSince ??= performance.now();
      if (calmSince !== undefined && performance.now() - Math.max(calmSince, lastApi) >= QUIET_MS) {
        return { ms: Math.max(calmSince, lastApi) - started, calls, alerts: await page.evaluate<string[]>(ALERTS_SCRIPT) };
      }
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onDone);
    page.off("requestfailed", onDone);
  }
}
