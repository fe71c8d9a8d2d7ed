import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { ulid } from "ulid";
import type { TallyWrite } from "../../packages/core/src/analytics/tally";
import { onLocalStack } from "./local-stack";
import { median, printTable } from "./table";

const YEAR_DAYS = 365;
const RUNS = 10;
const RANGES = [7, 30, 90] as const;
const FAILED_RUNS = 100;
const GAP_QUESTIONS = 300;
const WRITE_CONCURRENCY = 16;
const DAY_MS = 24 * 60 * 60_000;
const QUARTER_MS = 15 * 60_000;
/** Zones asked once each for the cold timings: every one needs its formatters made and its own day bounds. */
const COLD_ZONES = [
  "Europe/Paris",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "America/St_Johns",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "America/New_York",
  "Australia/Adelaide",
  "Asia/Tokyo",
  "America/Santiago",
  "Europe/London",
  "Africa/Nairobi",
  "America/Los_Angeles",
  "Asia/Tehran",
  "Pacific/Auckland",
  "America/Sao_Paulo",
  "Asia/Singapore",
  "Europe/Moscow",
  "America/Denver",
  "Australia/Lord_Howe",
  "Asia/Dubai",
  "America/Halifax",
  "Europe/Helsinki",
  "Asia/Karachi",
  "America/Anchorage",
  "Pacific/Honolulu",
  "Asia/Dhaka",
  "Europe/Lisbon",
  "Atlantic/Azores",
  "Asia/Yangon",
];

const REASONS = [
  { kind: "blog", reason: "The site did not answer. Check that the SiteCrew plugin is active and connected." },
  { kind: "blog", reason: "Not enough credits for the scheduled post." },
  { kind: "social_video", reason: "The video could not be made: the narration could not be recorded." },
  { kind: "social_video", reason: "The post was removed from the site." },
  { kind: "seo_audit", reason: "The site's robots.txt does not allow reading its pages." },
  { kind: "blog_optimization", reason: "The post was removed from the site." },
];

const QUESTIONS = [
  ["Do you ship to Canada?", "shipping to canada ?", "Can you deliver to Canada"],
  ["Is there a student discount?", "student discount available?"],
  ["Do you sell gift cards?", "gift card options"],
  ["Can I pay with PayPal?", "paypal payment possible?"],
  ["What is your warranty?", "how long is the warranty"],
  ["Do you have a shop in Berlin?", "berlin store location"],
  ["Are the pots frost proof?", "frost proof pots?"],
  ["Can I return a plant?", "returning plants"],
  ["Do you offer workshops?", "gardening workshop dates"],
  ["Is the soil organic?", "organic potting soil?"],
];

/** A small deterministic generator, so every run of the bench writes the same year. */
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

/**
 * The analytics read for an owner with a year of activity: every quarter hour of chat answers on
 * busy days, a post a day, two videos and Reels a week, weekly audits and rewrites, ~100 failed runs
 * and ~300 unanswered questions, written as the events write them (tallyWrite into the daily
 * items). Then Analytics.view for 7, 30 and 90 days: cold (a time zone not asked before: new
 * formatters, new day bounds) and warm (the same request again), with the items it reads.
 */
export async function benchAnalytics() {
  await onLocalStack(async () => {
    const { withActor } = await import("@sitecrew/core/actor");
    const { Analytics } = await import("../../packages/core/src/analytics");
    const { addTally, accountTally } = await import("../../packages/core/src/analytics/tally");
    const { DailyEntity } = await import("../../packages/core/src/analytics/daily.entity");
    const { GapEntity } = await import("../../packages/core/src/analytics/gap.entity");
    const { gapItem } = await import("../../packages/core/src/analytics/gaps");
    const { dynamo } = await import("../../packages/core/src/db/client");
    const { RunEntity } = await import("../../packages/core/src/job/run.entity");
    const { DomainEntity } = await import("../../packages/core/src/site/domain.entity");

    const random = generator(2026);
    const userId = `usr_bench_${randomUUID().replace(/-/g, "")}`;
    const domainId = `dom_${ulid().toLowerCase()}`;
    await DomainEntity.create({
      userId,
      domainId,
      domainName: "https://garden.example.com",
      siteKey: "garden.example.com",
      licenseKey: "sck_bench",
      licenseHash: `bench_${userId}`,
    }).go();

    const now = Date.now();
    const today = Date.parse(new Date(now).toISOString().slice(0, 10));
    const writes: TallyWrite[] = [];
    const runs: Array<Record<string, unknown>> = [];
    let balance = 2_000;
    const run = (kind: string, at: number, status: "succeeded" | "failed", error?: string) =>
      runs.push({
        userId,
        runId: `run_${ulid(at).toLowerCase()}`,
        domainId,
        kind,
        agentId: `agent_${kind}`,
        trigger: "schedule",
        input: {},
        status,
        creditsEstimated: 10,
        creditsHeld: status === "succeeded" ? 10 : 0,
        creditsCaptured: status === "succeeded" ? 10 : 0,
        attempts: 1,
        deadline: at,
        createdAt: at,
        finishedAt: at,
        ...(error ? { error } : {}),
      });
    const spend = (at: number, credits: number) => {
      balance -= credits;
      writes.push(accountTally(userId, at, { balance }));
    };

    for (let index = YEAR_DAYS - 1; index >= 0; index--) {
      const midnight = today - index * DAY_MS;
      const weekday = new Date(midnight).getUTCDay();
      const busy = weekday >= 1 && weekday <= 5;
      // Chat: every quarter on busy days, some quarters otherwise.
      for (let quarter = 0; quarter < 96; quarter++) {
        if (!busy && random() > 0.25) continue;
        const answers = 1 + Math.floor(random() * 4);
        const unanswered = random() < 0.1 ? 1 : 0;
        writes.push({
          userId,
          scope: domainId,
          at: midnight + quarter * QUARTER_MS,
          add: { chat_answers: answers, credits_chat: answers, chat_conversations: Math.ceil(answers / 2), chat_unanswered: unanswered },
        });
      }
      // The chat's pool is refilled from the balance every few hours.
      for (const hour of [8, 12, 16, 20]) if (busy || hour === 12) spend(midnight + hour * 60 * 60_000, 20);
      const postAt = midnight + 9 * 60 * 60_000;
      spend(postAt - QUARTER_MS, 10);
      writes.push({
        userId,
        scope: domainId,
        at: postAt,
        add: {
          posts: 1,
          seo_sum: 55 + Math.floor(random() * 40),
          seo_n: 1,
          readability_sum: 50 + Math.floor(random() * 45),
          readability_n: 1,
          credits_blog: 10,
          runs_ok_blog: 1,
        },
      });
      run("blog", postAt, "succeeded");
      if (index % 3 === 0) writes.push({ userId, scope: domainId, at: postAt + QUARTER_MS, add: { drafts: 1 } });
      if (weekday === 2 || weekday === 4) {
        const videoAt = midnight + 14 * 60 * 60_000;
        spend(videoAt - QUARTER_MS, 30);
        writes.push({ userId, scope: domainId, at: videoAt, add: { videos: 1, credits_social: 30, runs_ok_social: 1 } });
        writes.push({ userId, scope: domainId, at: videoAt + DAY_MS, add: { reels: 1 } });
        run("social_video", videoAt, "succeeded");
      }
      if (weekday === 1) {
        const auditAt = midnight + 6 * 60 * 60_000;
        spend(auditAt - QUARTER_MS, 20);
        writes.push({ userId, scope: domainId, at: auditAt, add: { audits: 1, credits_auditor: 20, runs_ok_auditor: 1 } });
        run("seo_audit", auditAt, "succeeded");
        const before = 30 + Math.floor(random() * 30);
        spend(auditAt + 60 * 60_000 - QUARTER_MS, 15);
        writes.push({
          userId,
          scope: domainId,
          at: auditAt + 60 * 60_000,
          add: {
            optimizations: 1,
            optimization_before_sum: before,
            optimization_after_sum: before + 20,
            optimization_n: 1,
            credits_optimizer: 15,
            runs_ok_optimizer: 1,
          },
        });
        run("blog_optimization", auditAt + 60 * 60_000, "succeeded");
      }
      if (weekday === 5) {
        balance += 500;
        writes.push(accountTally(userId, midnight + 18 * 60 * 60_000, { balance, add: { topups: 500 } }));
      }
    }
    const AGENT_OF = { blog: "blog", social_video: "social", seo_audit: "auditor", blog_optimization: "optimizer" } as Record<string, string>;
    for (let failure = 0; failure < FAILED_RUNS; failure++) {
      const { kind, reason } = REASONS[Math.floor(random() * REASONS.length)]!;
      const at = today - Math.floor(random() * YEAR_DAYS * 96) * QUARTER_MS + 7 * QUARTER_MS;
      writes.push({ userId, scope: domainId, at, add: { [`runs_failed_${AGENT_OF[kind]}`]: 1 } });
      run(kind, at, "failed", reason);
    }
    const gaps = Array.from({ length: GAP_QUESTIONS }, () => {
      const wordings = QUESTIONS[Math.floor(random() * QUESTIONS.length)]!;
      const askedAt = today - Math.floor(random() * YEAR_DAYS * DAY_MS) + DAY_MS - 1;
      return gapItem({ userId, domainId, agentId: "chat_bench" }, wordings[Math.floor(random() * wordings.length)]!, Math.min(askedAt, now));
    });

    const writing = performance.now();
    await inBatches(writes, WRITE_CONCURRENCY, (write) => addTally(write));
    await inBatches(runs, WRITE_CONCURRENCY, (item) => RunEntity.put(item as never).go());
    await GapEntity.put(gaps).go({ concurrency: 8 });
    const writeSeconds = (performance.now() - writing) / 1000;
    const dailyItems = (await DailyEntity.query.byDay({ userId, scope: domainId }).go({ pages: "all" })).data.length;

    // Every request the view makes goes through the shared client: count them and the items they read.
    const meter = { requests: 0, items: 0 };
    dynamo.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args);
        const output = result.output as { ScannedCount?: number; Item?: unknown } | undefined;
        meter.requests++;
        meter.items += output?.ScannedCount ?? (output?.Item ? 1 : 0);
        return result;
      },
      { step: "initialize", name: "benchItemsRead" },
    );
    const view = (days: number, tz: string) =>
      withActor({ type: "user", properties: { userId } }, () => Analytics.view({ days: String(days), tz }, domainId, now));
    const measure = async (days: number, tz: string) => {
      const before = { ...meter };
      const started = performance.now();
      const answer = await view(days, tz);
      return { ms: performance.now() - started, requests: meter.requests - before.requests, items: meter.items - before.items, answer };
    };

    const first = await measure(30, "UTC");
    const rows: Array<Array<string | number>> = [];
    let zone = 0;
    for (const days of RANGES) {
      const cold = [];
      for (let attempt = 0; attempt < RUNS; attempt++) cold.push(await measure(days, COLD_ZONES[zone++ % COLD_ZONES.length]!));
      const warm = [];
      for (let attempt = 0; attempt < RUNS; attempt++) warm.push(await measure(days, "Europe/Paris"));
      const sample = warm.at(-1)!;
      rows.push([
        days,
        median(cold.map((entry) => entry.ms)).toFixed(1),
        median(warm.map((entry) => entry.ms)).toFixed(1),
        sample.requests,
        sample.items,
        sample.answer.totals.chat_answers.toLocaleString("en"),
        sample.answer.quality.failure_reasons.reduce((total, reason) => total + reason.count, 0),
        sample.answer.unanswered_questions.length,
      ]);
    }
    dynamo.destroy();

    printTable(
      `Analytics.view over a year of activity, median of ${RUNS} (DynamoDB Local; ${writes.length.toLocaleString("en")} counter writes, ${runs.length} runs and ${gaps.length} unanswered questions written in ${writeSeconds.toFixed(0)} s; ${dailyItems} daily items for the domain)`,
      ["days", "cold ms", "warm ms", "requests", "items read", "chat answers", "failed runs (top 5 reasons)", "question groups"],
      rows,
    );
    console.log(`first view in the process (30 days, UTC): ${first.ms.toFixed(1)} ms, ${first.requests} requests, ${first.items} items read`);
  });
}
