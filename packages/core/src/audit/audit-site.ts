import { Content } from "../content";
import { crawlSite, MAX_DISCOVERED_PAGES } from "../crawl";
import type { CrawlResult } from "../crawl/types";
import { isConditionFailure } from "../db/errors";
import { rawWrites } from "../db/transaction";
import { VisibleError } from "../error";
import { AGENT_CATALOG } from "../agents/catalog";
import { lighthousePagesChoice, pageSpeedChoice } from "../adapters";
import type { Job, RunResult } from "../job";
import { ServiceEntries } from "../service/entries";
import { ServiceEntryEntity } from "../service/entry.entity";
import type { DomainItem } from "../site/view";
import type { SitePost } from "../seo";
import { analyse, type CompetitorCrawl, type SitePage } from "./analyse";
import { AuditorEntity, type AuditorItem, AuditReportEntity } from "./auditor.entity";
import { auditChanges } from "./changes";
import { keyphraseFor } from "./keyphrase";
import { MAX_MEASURED_PAGES, type Measurement, measurePages } from "./lighthouse";
import { measureWithPageSpeed } from "./pagespeed";
import { loadReport } from "./load";
import { measuredCounts, notMeasured } from "./measured";
import { AUDITOR_SERVICE_STATUS } from "./service-row";
import { writeSummaries } from "./summary";
import type { AuditReport } from "./view";

const [READING, CRAWLING, MEASURING, COMPARING, WRITING] = AGENT_CATALOG.auditor.runs.seo_audit.steps;

/** Competitors crawled at once: each is its own host, so politeness per host still holds. */
const COMPETITORS_AT_ONCE = 3;
/** The language Yoast scores in when a page does not say its own. */
const DEFAULT_LOCALE = "en";

/**
 * The pages crawled so far against the most the audit may crawl, written to the audit as they
 * come, in order. A competitor that ends with fewer pages than it might have had lowers the total.
 */
function progressOf(auditor: AuditorItem, total: number) {
  let done = 0;
  let pending = Promise.resolve();
  const write = () => {
    const values = { progressDone: done, progressTotal: total };
    pending = pending.then(async () => {
      try {
        await AuditorEntity.patch({ userId: auditor.userId, auditorId: auditor.auditorId }).set(values).go();
      } catch (error) {
        // Deleted meanwhile: the run finds out when it writes the report.
        if (!isConditionFailure(error)) throw error;
      }
    });
    return pending;
  };
  return {
    page: () => {
      done++;
      return write();
    },
    shrink: (by: number) => {
      total -= by;
      return by ? write() : pending;
    },
    start: write,
    settled: () => pending,
  };
}

/** A post as the site keeps it, when the plugin answers it: what the blog run and the optimizer score too. */
async function storedPost(domain: DomainItem, postId: number): Promise<SitePost | null> {
  try {
    return await Content.post({ userId: domain.userId, domainId: domain.domainId }, postId);
  } catch (error) {
    if (error instanceof VisibleError) return null;
    throw error;
  }
}

async function readSitePages(domain: DomainItem, auditor: AuditorItem, progress: ReturnType<typeof progressOf>): Promise<SitePage[]> {
  const urls = auditor.items.map((item) => item.url);
  const crawl = await crawlSite(urls[0]!, { urls, ownHost: new URL(domain.domainName).hostname.replace(/^www\./, ""), onPage: () => progress.page() });
  const connected = Boolean(domain.isValid && domain.siteSecret);
  const keywords = domain.keywords ?? [];
  return Promise.all(
    auditor.items.map(async (item): Promise<SitePage> => {
      const facts = crawl.pages.find((page) => page.url === item.url) ?? null;
      const failure = crawl.failed.find((entry) => entry.url === item.url)?.reason ?? crawl.error ?? null;
      if (!facts) return { item, facts: null, failure: failure ?? "The page could not be read.", keyphrase: null, stored: null };
      const stored = connected && item.type === "post" ? await storedPost(domain, item.id) : null;
      const keyphrase = keyphraseFor(facts, keywords, stored?.seo.focus_keyword || null);
      return {
        item,
        facts,
        failure: null,
        keyphrase,
        stored: stored && { post: stored, siteName: domain.siteName || domain.websiteName || domain.domainName },
      };
    }),
  );
}

async function crawlCompetitor(url: string, progress: ReturnType<typeof progressOf>): Promise<CompetitorCrawl> {
  let seen = 0;
  const result: CrawlResult = await crawlSite(url, {
    maxPages: MAX_DISCOVERED_PAGES,
    onPage: () => {
      seen++;
      return progress.page();
    },
  });
  await progress.shrink(Math.max(0, MAX_DISCOVERED_PAGES - seen));
  return { url, result };
}

async function crawlCompetitors(urls: string[], progress: ReturnType<typeof progressOf>): Promise<CompetitorCrawl[]> {
  const results = new Array<CompetitorCrawl>(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      results[index] = await crawlCompetitor(urls[index]!, progress);
    }
  };
  await Promise.all(Array.from({ length: Math.min(COMPETITORS_AT_ONCE, urls.length) }, worker));
  return results;
}

/** The report, and the audit marked completed with its row in Manage Services, as writes of the transaction that ends the run succeeded. */
function reportWrites(auditor: AuditorItem, report: AuditReport) {
  const key = { userId: auditor.userId, auditorId: auditor.auditorId };
  return rawWrites({ AuditorEntity, AuditReportEntity, ServiceEntryEntity }, (entities) => [
    entities.AuditorEntity.patch(key)
      .set({ status: "completed", completedAt: Date.now() })
      .remove(["error"])
      .where((attr, op) => op.eq(attr.status, "processing"))
      .commit(),
    entities.AuditReportEntity.put({ ...key, domainId: auditor.domainId, report: JSON.stringify(report) }).commit(),
    ServiceEntries.change(entities, auditor.userId, auditor.auditorId, { status: AUDITOR_SERVICE_STATUS.completed }),
  ]);
}

const count = (value: number, one: string, many = `${one}s`) => `${value} ${value === 1 ? one : many}`;

const UNREAD: Measurement = { lighthouse: null, error: "Could not be measured: the page could not be read" };

/**
 * Each read page and each crawled competitor's home page measured with Lighthouse, one at a time: by PageSpeed
 * Insights when a key is set, else in the worker's Chromium. Only addresses the crawler already read are measured;
 * Chrome reaches the web through the same outbound policy.
 */
async function measure(pages: SitePage[], competitors: CompetitorCrawl[], most: number, progress: ReturnType<typeof progressOf>) {
  const read = pages.filter((page) => page.facts);
  const crawled = competitors.filter((crawl) => crawl.result.pages.length);
  const counts = measuredCounts(read.length, crawled.length, most);
  const targets: { url: string; set: (measurement: Measurement) => void }[] = [
    ...read.slice(0, counts.site).map((page) => ({ url: page.facts!.finalUrl, set: (measurement: Measurement) => (page.measurement = measurement) })),
    ...crawled.slice(0, counts.competitors).map((crawl) => {
      const home = crawl.result.pages.find((page) => new URL(page.finalUrl).pathname === "/") ?? crawl.result.pages[0]!;
      return { url: home.finalUrl, set: (measurement: Measurement) => (crawl.measurement = measurement) };
    }),
  ];
  for (const page of pages) page.measurement = page.facts ? notMeasured(most) : UNREAD;
  for (const crawl of competitors)
    crawl.measurement = crawl.result.pages.length ? notMeasured(most) : { lighthouse: null, error: "Could not be measured: the site could not be crawled" };
  await progress.shrink(Math.min(most, pages.length + competitors.length) - targets.length);
  const urls = targets.map((target) => target.url);
  const pageSpeed = pageSpeedChoice();
  const onPage = () => progress.page();
  const results = pageSpeed ? await measureWithPageSpeed(pageSpeed, urls, { onPage }) : await measurePages(urls, { onPage });
  targets.forEach((target, index) => target.set(results[index]!));
  await progress.settled();
}

/**
 * Reads the selected pages and the competitors' sites, compares them and stores the report. None
 * of the selected pages readable fails the run, and its credits go back; an unreachable competitor
 * is reported as such.
 */
export async function auditSite(job: Job.Progress, domain: DomainItem, auditor: AuditorItem): Promise<RunResult> {
  const most = lighthousePagesChoice(MAX_MEASURED_PAGES);
  const measurable = Math.min(most, auditor.items.length + auditor.competitors.length);
  const progress = progressOf(auditor, auditor.items.length + auditor.competitors.length * MAX_DISCOVERED_PAGES + measurable);
  await progress.start();

  await job.step(READING, count(auditor.items.length, "page"));
  const pages = await readSitePages(domain, auditor, progress);
  if (!pages.some((page) => page.facts)) {
    const reasons = [...new Set(pages.map((page) => page.failure).filter(Boolean))].join("; ");
    throw new VisibleError("upstream", "site_unreadable", `None of the selected pages could be read: ${reasons}`);
  }

  await job.step(CRAWLING, count(auditor.competitors.length, "competitor"));
  const competitors = await crawlCompetitors(auditor.competitors, progress);
  await progress.settled();

  const planned = measuredCounts(pages.filter((page) => page.facts).length, competitors.filter((crawl) => crawl.result.pages.length).length, most);
  await job.step(MEASURING, count(planned.site + planned.competitors, "page"));
  await measure(pages, competitors, most, progress);

  const crawled = competitors.filter((crawl) => crawl.result.pages.length).length;
  const unreachable = competitors.length - crawled;
  await job.step(COMPARING, `${count(crawled, "competitor")} crawled${unreachable ? `, ${unreachable} unreachable` : ""}`);
  const analysis = analyse({ pages, competitors, locale: DEFAULT_LOCALE });

  await job.step(WRITING);
  const { summaries, provider, model } = await writeSummaries(analysis.facts);
  // The report of the auditor's previous completed audit, until this one replaces it.
  const previous = await loadReport(auditor);
  const report: AuditReport = {
    competitors_count: analysis.facts.competitorsAnalysed,
    pages_audited: analysis.facts.pagesAudited,
    ...summaries,
    site_figures: analysis.site_figures,
    content_suggestions: analysis.content_suggestions,
    competitor_analysis: analysis.competitor_analysis,
    content_analysis: analysis.content_analysis,
    changes: previous ? auditChanges(previous.content_analysis, analysis.content_analysis) : null,
  };
  const output = {
    auditor_id: auditor.auditorId,
    pages_audited: analysis.facts.pagesAudited,
    competitors_analysed: analysis.facts.competitorsAnalysed,
    competitors_unreachable: unreachable,
    improvement_actions: analysis.content_analysis.reduce((sum, page) => sum + page.improvement_actions.length, 0),
    topics: analysis.facts.topics.length,
  };
  return {
    output,
    // The owner reads the report exactly when the run has succeeded and its credits are settled; an
    // audit deleted or failed meanwhile keeps nothing, and the run still ends with what it did.
    commit: { writes: reportWrites(auditor, report), superseded: () => Promise.resolve({ output, provider, model }) },
    provider,
    model,
  };
}
