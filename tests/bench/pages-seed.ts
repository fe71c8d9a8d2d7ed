import { randomBytes } from "node:crypto";
import { ulid } from "ulid";
import type { TallyWrite } from "../../packages/core/src/analytics/tally";
import type { RunStatus } from "../../packages/core/src/job";

/** What a year of activity holds, as the issue counts it. */
export const YEAR = { runs: 10_000, posts: 5_000, optimizations: 1_000, chatMessages: 100_000, ledgerRows: 2_000 } as const;

const DAY_MS = 24 * 60 * 60_000;
const QUARTER_MS = 15 * 60_000;
const CONCURRENCY = 8;

/** A small deterministic generator, so every run of the bench writes the same year. */
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** The API on the bench's own server, as the dashboard calls it. */
async function api<T>(base: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

interface SeedDomain {
  domainId: string;
  host: string;
  /** Its share of the year's items. */
  share: number;
  blogAgents: Array<{ agentId: string; name: string }>;
  socialAgents: Array<{ agentId: string; name: string }>;
  chatAgents: Array<{ agentId: string; name: string; createdAt: number }>;
}

export interface SeededAccount {
  email: string;
  password: string;
  userId: string;
  token: string;
  /** The busiest domain first: the one the dashboard has selected. */
  domains: SeedDomain[];
  /** Ids for the detail pages. */
  sample: { runId: string; auditorId: string; conversationId: string };
  itemsWritten: number;
  seconds: number;
}

/**
 * An account with a year of activity on the local stack behind `base`. The account, its domains and
 * its agents are made through core and the API, as the product makes them; the year's history (runs,
 * posts, videos, audits, optimizations, conversations, the ledger) is written straight into the table
 * with the entities' batch puts, item by item as the product writes it, with the counters and the
 * analytics tallies the product keeps beside them, so every count and total agrees.
 */
export async function seedYear(base: string, now = Date.now()): Promise<SeededAccount> {
  const started = performance.now();
  const random = generator(365);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

  const { registeredUser, PASSWORD } = await import("../support/users");
  const { deterministicId } = await import("../../packages/core/src/util/id");
  const { RunEntity } = await import("../../packages/core/src/job/run.entity");
  const { runsCounter, kindRunsCounter, statusRunsCounter } = await import("../../packages/core/src/job");
  const { BlogContentEntity } = await import("../../packages/core/src/blog/content.entity");
  const { blogContentCounter, agentContentCounter } = await import("../../packages/core/src/blog/counters");
  const { contentIdFor } = await import("../../packages/core/src/blog/content");
  const { SocialContentEntity } = await import("../../packages/core/src/social/content.entity");
  const { socialContentCounter, socialAgentContentsCounter, socialPosterKey, socialVideoKey } = await import("../../packages/core/src/social/counters");
  const { OptimizationEntity } = await import("../../packages/core/src/optimize/optimization.entity");
  const { serviceCounter } = await import("../../packages/core/src/site/counters");
  const { AuditorEntity } = await import("../../packages/core/src/audit/auditor.entity");
  const { auditorsCounter } = await import("../../packages/core/src/audit/load");
  const { ChatConversationEntity, ChatMessageEntity, KEEP_DAYS, SWEEP_SHARDS } = await import("../../packages/core/src/chat/conversation.entity");
  const { chatAnswersCounter, chatCreditsCounter } = await import("../../packages/core/src/chat/counters");
  const { BalanceEntity, LedgerEntity } = await import("../../packages/core/src/credit/credit.entity");
  const { CounterEntity } = await import("../../packages/core/src/db/counter.entity");
  const { addTally, accountTally } = await import("../../packages/core/src/analytics/tally");
  const { Payment } = await import("../../packages/core/src/payment");
  const { hiddenBy, runLedgerId } = await import("../../packages/core/src/credit/run-ledger");
  const { optimizerRow } = await import("../../packages/core/src/service/domain-row");
  const { ServiceEntries } = await import("../../packages/core/src/service/entries");
  const { documentClient } = await import("../../packages/core/src/db/documents");
  const { UpdateCommand } = await import("@aws-sdk/lib-dynamodb");

  await Payment.seedPackages();
  const owner = await registeredUser({ password: PASSWORD });
  const { userId, token } = owner;

  // Domains and agents through the API, as the dashboard's forms make them.
  const domains: SeedDomain[] = [];
  for (const [index, share] of [0.6, 0.3, 0.1].entries()) {
    const host = `year-${index + 1}-${userId.slice(-8)}.example.com`;
    const created = await api<{ data: { id: string } }>(base, "POST", "/license/create", token, { domain_name: host });
    domains.push({ domainId: created.data.id, host, share, blogAgents: [], socialAgents: [], chatAgents: [] });
  }
  for (const domain of domains) {
    const busiest = domain === domains[0];
    for (const name of busiest ? ["Balcony Garden", "Herb Corner", "Seasonal Plans"] : ["Garden Notes"]) {
      const agent = await api<{ data: { id: string } }>(base, "POST", "/blog-agent", token, {
        userDomainId: domain.domainId,
        name,
        keywords: ["balcony herbs", "small pots"],
        categories: [3],
        category_names: ["Plants"],
        author: 1,
        author_name: "Ada",
        language_id: "en-US",
        frequency_id: "daily",
        time: "09:30",
        timezone: "Europe/Berlin",
        blog_writing_style_id: "conversational",
        status: "publish",
        titles: [],
      });
      domain.blogAgents.push({ agentId: agent.data.id, name });
    }
    for (const name of busiest ? ["Garden clips", "Plant reels"] : ["Clips"]) {
      const agent = await api<{ data: { bot_id: string } }>(base, "POST", "/social-agent", token, { name, voice: "espeak-en-us-f3", blog_id: domain.domainId });
      domain.socialAgents.push({ agentId: agent.data.bot_id, name });
    }
    for (const name of busiest ? ["Garden helper", "Shop assistant"] : ["Helper"]) {
      const agent = await api<{ data: { bot_id: string } }>(base, "POST", "/chat-agent", token, {
        blog_id: domain.domainId,
        name,
        status: "active",
        colors: "#2266AA",
        position: "bottom-right",
        use_site_pages: true,
      });
      domain.chatAgents.push({ agentId: agent.data.bot_id, name, createdAt: 0 });
    }
  }
  const { ChatAgentEntity } = await import("../../packages/core/src/chat/agent.entity");
  for (const domain of domains)
    for (const agent of domain.chatAgents) agent.createdAt = (await ChatAgentEntity.get({ userId, agentId: agent.agentId }).go()).data!.createdAt;

  const yearStart = now - 365 * DAY_MS;
  /** `count` moments spread evenly over the year, each at a random point of its share, oldest first. */
  const moments = (count: number) =>
    Array.from({ length: count }, (_, index) => Math.floor(yearStart + (index + random()) * ((now - yearStart - DAY_MS) / count)));
  const byShare = <T>(items: T[]) => {
    const split = new Map<SeedDomain, T[]>(domains.map((domain) => [domain, []]));
    for (const item of items) {
      const draw = random();
      let sum = 0;
      const domain = domains.find((entry) => (sum += entry.share) > draw) ?? domains[0]!;
      split.get(domain)!.push(item);
    }
    return split;
  };

  const runs: Array<Record<string, unknown>> = [];
  const counters = new Map<string, number>();
  const count = (name: string, by = 1) => counters.set(name, (counters.get(name) ?? 0) + by);
  const tallies = new Map<string, TallyWrite>();
  const tally = (scope: string, at: number, add: Record<string, number>) => {
    const quarter = Math.floor(at / QUARTER_MS) * QUARTER_MS;
    const key = `${scope}|${quarter}`;
    const entry = tallies.get(key) ?? { userId, scope, at: quarter, add: {} };
    for (const [metric, amount] of Object.entries(add))
      (entry.add as Record<string, number>)[metric] = ((entry.add as Record<string, number>)[metric] ?? 0) + amount;
    tallies.set(key, entry);
  };
  const AGENT = { blog: "blog", blog_optimization: "optimizer", social_video: "social", seo_audit: "auditor", chat_knowledge: "chat" } as Record<
    string,
    string
  >;
  const run = (domain: SeedDomain, kind: string, agentId: string, runId: string, at: number, credits: number, fields: Record<string, unknown>) => {
    const status = (fields.status as RunStatus | undefined) ?? "succeeded";
    const finishedAt = at + 60_000 + Math.floor(random() * 120_000);
    runs.push({
      userId,
      runId,
      domainId: domain.domainId,
      kind,
      agentId,
      trigger: "run_now",
      input: {},
      status,
      steps: [],
      creditsEstimated: credits,
      creditsHeld: credits,
      creditsCaptured: status === "succeeded" ? credits : 0,
      attempts: 1,
      deadline: finishedAt,
      createdAt: at,
      startedAt: at + 1_000,
      finishedAt,
      ...fields,
    });
    count(runsCounter(domain.domainId));
    count(kindRunsCounter(domain.domainId, kind));
    count(statusRunsCounter(domain.domainId, status));
    count(statusRunsCounter(domain.domainId, status, kind));
    const agent = AGENT[kind]!;
    tally(
      domain.domainId,
      finishedAt,
      status === "succeeded" ? { [`runs_ok_${agent}`]: 1, [`credits_${agent}`]: credits, [`runs_credits_${agent}`]: credits } : { [`runs_failed_${agent}`]: 1 },
    );
  };

  // Posts: one blog run each, on the agents' daily slots; a fifth wait for approval as drafts.
  const posts: Array<Record<string, unknown>> = [];
  for (const [domain, times] of byShare(moments(YEAR.posts))) {
    for (const at of times) {
      const agent = pick(domain.blogAgents);
      const runId = deterministicId("run", `${agent.agentId}@${at}`, at);
      const contentId = contentIdFor(runId);
      const title = `${pick(["How to grow", "Caring for", "A guide to", "Ten tips for", "Why you need"])} ${pick(["basil", "mint", "tomatoes", "chillies", "lavender", "succulents"])} on a ${pick(["balcony", "windowsill", "terrace"])} #${posts.length + 1}`;
      const status = random() < 0.2 ? "draft" : "publish";
      const seo = 55 + Math.floor(random() * 40);
      const readability = 50 + Math.floor(random() * 45);
      const postId = 1000 + posts.length;
      const postUrl = `https://${domain.host}/${postId}/`;
      run(domain, "blog", agent.agentId, runId, at, 10, {
        trigger: "schedule",
        slot: at,
        input: { agent_name: agent.name, keyword: "balcony herbs", status: "publish", language_code: "en-US" },
        steps: ["Reading the site", "Choosing a topic", "Writing the post", "Scoring", "Publishing"].map((name, step) => ({ name, at: at + step * 10_000 })),
        provider: "offline",
        model: "offline",
        output: {
          title,
          seo_score: seo,
          readability_score: readability,
          published: true,
          content_id: contentId,
          post_id: postId,
          post_url: postUrl,
          post_status: status,
        },
      });
      posts.push({
        userId,
        contentId,
        agentId: agent.agentId,
        domainId: domain.domainId,
        runId,
        title,
        searchTitle: title.toLowerCase(),
        scheduleName: agent.name,
        author: "Ada",
        status,
        postId,
        postUrl,
        focusKeyphrase: "balcony herbs",
        metaDescription: `${title}: what to plant, when and how.`,
        seoScore: seo,
        readabilityScore: readability,
        generatedAt: at + 60_000,
        createdAt: at,
        updatedAt: at + 60_000,
      });
      count(blogContentCounter(domain.domainId));
      count(agentContentCounter(domain.domainId, agent.agentId));
      tally(domain.domainId, at + 60_000, {
        [status === "publish" ? "posts" : "drafts"]: 1,
        seo_sum: seo,
        seo_n: 1,
        readability_sum: readability,
        readability_n: 1,
      });
    }
  }

  // Optimizations: one run each; most completed and decided, some failed.
  const optimizations: Array<Record<string, unknown>> = [];
  for (const [domain, times] of byShare(moments(YEAR.optimizations))) {
    for (const at of times) {
      const optimizationId = deterministicId("optimization", `opt${optimizations.length}`, at);
      const runId = deterministicId("run", `optrun${optimizations.length}`, at);
      const failed = random() < 0.05;
      const before = 30 + Math.floor(random() * 30);
      const oldPostId = 1000 + Math.floor(random() * YEAR.posts);
      const oldTitle = `Caring for basil on a balcony #${oldPostId}`;
      const item: Record<string, unknown> = {
        userId,
        optimizationId,
        domainId: domain.domainId,
        runId,
        provider: pick(["yoast", "rankmath", "semrush"] as const),
        oldPostId,
        oldTitle,
        status: failed ? ("failed" as const) : ("completed" as const),
        postUrl: `https://${domain.host}/${oldPostId}/`,
        createdAt: at,
        updatedAt: at + 90_000,
        ...(failed
          ? { error: "This post is no longer published on the site: only published posts are optimized." }
          : {
              newPostId: oldPostId + 50_000,
              newTitle: `${oldTitle} (updated)`,
              scoreBefore: before,
              scoreAfter: before + 20,
              approvalId: `apr_${ulid(at).toLowerCase()}`,
              approvalStatus: pick(["approved", "rejected", "approved"] as const),
            }),
      };
      optimizations.push(item);
      run(domain, "blog_optimization", optimizationId, runId, at, 8, {
        input: { optimization_id: optimizationId, post_id: oldPostId, provider: item.provider },
        ...(failed ? { status: "failed", error: item.error } : { output: { score_before: before, score_after: before + 20, published: true } }),
      });
      if (!failed)
        tally(domain.domainId, at + 90_000, { optimizations: 1, optimization_before_sum: before, optimization_after_sum: before + 20, optimization_n: 1 });
      count(serviceCounter(domain.domainId, "optimizer"));
    }
  }

  // Videos: the rest of the agents' runs but for audits and knowledge builds.
  const audits = 500;
  const knowledge = 500;
  const videos: Array<Record<string, unknown>> = [];
  for (const [domain, times] of byShare(moments(YEAR.runs - YEAR.posts - YEAR.optimizations - audits - knowledge))) {
    for (const at of times) {
      const agent = pick(domain.socialAgents);
      const contentId = deterministicId("socialContent", `scn${videos.length}`, at);
      const runId = deterministicId("run", `vidrun${videos.length}`, at);
      const failed = random() < 0.04;
      const postId = 1000 + Math.floor(random() * YEAR.posts);
      const postTitle = `How to grow mint on a terrace #${postId}`;
      videos.push({
        userId,
        contentId,
        agentId: agent.agentId,
        domainId: domain.domainId,
        runId,
        postId,
        postTitle,
        searchTitle: postTitle.toLowerCase(),
        status: failed ? "fail" : "done",
        language: "en-US",
        model: "local",
        withSubtitle: true,
        soundStyle: "calm",
        renderer: "local",
        ...(failed
          ? { error: "The video could not be made: the narration could not be recorded." }
          : { videoKey: socialVideoKey(domain.domainId, contentId), posterKey: socialPosterKey(domain.domainId, contentId), durationMs: 30_000 }),
        createdAt: at,
        updatedAt: at + 120_000,
      });
      count(socialContentCounter(domain.domainId));
      count(socialAgentContentsCounter(domain.domainId, agent.agentId));
      run(domain, "social_video", agent.agentId, runId, at, 25, {
        input: { content_id: contentId, post_id: postId },
        ...(failed
          ? { status: "failed", error: "The video could not be made: the narration could not be recorded." }
          : { output: { content_id: contentId, duration_ms: 30_000, renderer: "local" } }),
      });
      if (!failed) tally(domain.domainId, at + 120_000, { videos: 1 });
    }
  }

  const auditors: Array<Record<string, unknown>> = [];
  for (const [domain, times] of byShare(moments(audits))) {
    for (const at of times) {
      const auditorId = deterministicId("auditor", `aud${auditors.length}`, at);
      const runId = deterministicId("run", `audrun${auditors.length}`, at);
      const name = `Weekly audit ${auditors.length + 1}`;
      auditors.push({
        userId,
        auditorId,
        domainId: domain.domainId,
        runId,
        name,
        searchName: name.toLowerCase(),
        items: [{ id: 1001, title: "Caring for basil", url: `https://${domain.host}/1001/`, type: "post" }],
        competitors: ["https://competitor.example.org/"],
        creditsUsed: 10,
        status: "completed",
        progressDone: 4,
        progressTotal: 4,
        completedAt: at + 300_000,
        createdAt: at,
        updatedAt: at + 300_000,
      });
      count(auditorsCounter(domain.domainId));
      run(domain, "seo_audit", auditorId, runId, at, 10, { input: { auditor_id: auditorId, name, pages: 1, competitors: 1 }, output: { pages: 1 } });
      tally(domain.domainId, at + 300_000, { audits: 1 });
    }
  }
  for (const [domain, times] of byShare(moments(knowledge))) {
    for (const at of times) {
      const agent = pick(domain.chatAgents);
      run(domain, "chat_knowledge", agent.agentId, deterministicId("run", `knowrun${at}`, at), at, 0, {
        trigger: "site_change",
        input: { agent_id: agent.agentId },
        output: { passages: 120, sources: 40, pdf_pages: 0, site_items: 40 },
      });
    }
  }

  // Conversations of ten messages each, five questions answered.
  const conversations: Array<Record<string, unknown>> = [];
  const messages: Array<Record<string, unknown>> = [];
  const keepMs = KEEP_DAYS * DAY_MS;
  for (const [domain, times] of byShare(moments(YEAR.chatMessages / 10))) {
    for (const at of times) {
      const agent = pick(domain.chatAgents);
      const sessionHash = randomBytes(32).toString("hex");
      const conversationId = deterministicId("conversation", `${agent.agentId}:widget:${sessionHash}`, agent.createdAt);
      const lastAt = at + 4 * 60_000;
      const ttl = Math.ceil((lastAt + keepMs) / 1000);
      for (let turn = 0; turn < 5; turn++) {
        const askedAt = at + turn * 60_000;
        messages.push({
          conversationId,
          messageId: ulid(askedAt).toLowerCase(),
          at: askedAt,
          role: "visitor",
          content: `Question ${turn + 1}: do basil plants like full sun?`,
          ttl,
        });
        messages.push({
          conversationId,
          messageId: ulid(askedAt + 2_000).toLowerCase(),
          at: askedAt + 2_000,
          role: "bot",
          content: "Basil likes six to eight hours of sun a day; on a hot balcony, give it some shade after noon.",
          source: { title: "Caring for basil", url: `https://${domain.host}/1001/` },
          ttl,
        });
      }
      conversations.push({
        userId,
        conversationId,
        agentId: agent.agentId,
        domainId: domain.domainId,
        channel: "widget",
        sessionHash,
        startedAt: at,
        lastAt,
        answers: 5,
        credits: 5,
        left: 0,
        billed: 0,
        billedAnswers: 0,
        firstQuestion: "Question 1: do basil plants like full sun?",
        rev: 12,
        settled: true,
        settleAt: lastAt + 30 * 60_000,
        sweepShard: Number.parseInt(sessionHash.slice(0, 8), 16) % SWEEP_SHARDS,
        ttl,
      });
      count(chatAnswersCounter(domain.domainId, agent.agentId), 5);
      count(chatCreditsCounter(domain.domainId, agent.agentId), 5);
      tally(domain.domainId, lastAt, { chat_answers: 5, credits_chat: 5, chat_conversations: 1 });
    }
  }

  // The ledger as the year's credit changes make it: each run's hold and its capture or release, the
  // chat pools' fills and returns, and a top-up whenever the balance runs low. The newest rows are
  // kept, after one adjustment that brings the balance they start from.
  const events: Array<{ at: number; kind: "hold" | "capture" | "release"; credits: number; reference: string; ledgerId: string }> = [];
  for (const item of runs) {
    const credits = item.creditsEstimated as number;
    if (!credits) continue;
    const runId = item.runId as string;
    events.push({ at: item.createdAt as number, kind: "hold", credits: -credits, reference: runId, ledgerId: runLedgerId("hold", runId) });
    const kept = item.status === "succeeded";
    events.push({
      at: item.finishedAt as number,
      kind: kept ? "capture" : "release",
      credits: kept ? 0 : credits,
      reference: runId,
      ledgerId: runLedgerId(kept ? "capture" : "release", runId),
    });
  }
  for (const [index, at] of moments(YEAR.ledgerRows).entries()) {
    const agent = pick(domains[0]!.chatAgents);
    const fill = index % 4 !== 3;
    events.push({
      at,
      kind: fill ? "hold" : "release",
      credits: fill ? -20 : 5,
      reference: `chat:${agent.agentId}`,
      ledgerId: `${fill ? "chatfill" : "chatreturn"}_${agent.agentId}_${index}`,
    });
  }
  events.sort((a, b) => a.at - b.at);
  const history: Array<{ at: number; kind: string; credits: number; reference: string; ledgerId: string; balanceAfter: number }> = [];
  let balance = 0;
  for (const event of events) {
    if (balance + event.credits < 0) {
      balance += 500;
      history.push({
        at: event.at - 1,
        kind: "topup",
        credits: 500,
        reference: "pkg_500",
        ledgerId: `topup_${ulid(event.at - 1).toLowerCase()}`,
        balanceAfter: balance,
      });
    }
    balance += event.credits;
    history.push({ ...event, balanceAfter: balance });
  }
  const kept = history.slice(-(YEAR.ledgerRows - 1));
  const opening = kept[0]!.balanceAfter - kept[0]!.credits;
  const ledger = [
    {
      userId,
      ledgerId: "seed_opening_balance",
      seq: 1,
      kind: "adjustment",
      credits: opening,
      balanceAfter: opening,
      reference: "Opening balance",
      createdAt: kept[0]!.at - 1,
    },
    ...kept.map((row, index) => ({
      userId,
      ledgerId: row.ledgerId,
      seq: index + 2,
      kind: row.kind,
      credits: row.credits,
      balanceAfter: row.balanceAfter,
      reference: row.reference,
      createdAt: row.at,
    })),
  ];
  for (const row of ledger) {
    const adding = row.kind === "topup" || row.kind === "adjustment";
    tallies.set(
      `account|${row.seq}`,
      accountTally(userId, row.createdAt, {
        balance: row.balanceAfter,
        add: adding ? { added: row.credits, ...(row.kind === "topup" ? { topups: row.credits } : {}) } : undefined,
      }),
    );
  }
  const hidden = ledger.reduce((sum, row) => sum + hiddenBy(row.ledgerId), 0);

  const put = async (entity: { put(items: never[]): { go(options: { concurrency: number }): Promise<unknown> } }, items: unknown[]) => {
    for (let start = 0; start < items.length; start += 2_500) await entity.put(items.slice(start, start + 2_500) as never[]).go({ concurrency: CONCURRENCY });
  };
  await put(RunEntity, runs);
  await put(BlogContentEntity, posts);
  await put(OptimizationEntity, optimizations);
  // Manage Services shows the optimizer as one row per domain, with its count of optimizations.
  for (const domain of domains) {
    const used = optimizations.filter((item) => item.domainId === domain.domainId);
    if (!used.length) continue;
    const { Update } = ServiceEntries.countUp(optimizerRow({ userId, domainId: domain.domainId }, used[0]!.createdAt as number), used.length) as {
      Update: never;
    };
    await documentClient().send(new UpdateCommand(Update));
  }
  await put(SocialContentEntity, videos);
  await put(AuditorEntity, auditors);
  await put(ChatConversationEntity, conversations);
  await put(ChatMessageEntity, messages);
  await put(LedgerEntity, ledger);
  await BalanceEntity.put({ userId, credits: balance, version: ledger.length, debt: 0, hidden }).go();
  // Counters the API's own writes started (the service counts) keep their values; these add the year's.
  await Promise.all([...counters].map(([name, by]) => CounterEntity.update({ userId, name }).add({ count: by }).go({ response: "none" })));
  const writes = [...tallies.values()];
  for (let start = 0; start < writes.length; start += 16) await Promise.all(writes.slice(start, start + 16).map((write) => addTally(write)));

  const busiest = domains[0]!;
  const newest = <T extends Record<string, unknown>>(items: T[], key: string) =>
    items.filter((item) => item.domainId === busiest.domainId).sort((a, b) => String(b[key]).localeCompare(String(a[key])))[0]!;
  return {
    email: owner.email,
    password: owner.password,
    userId,
    token,
    domains,
    sample: {
      runId: newest(runs, "runId").runId as string,
      auditorId: newest(auditors, "auditorId").auditorId as string,
      conversationId: newest(
        conversations.filter((item) => item.agentId === busiest.chatAgents[0]!.agentId),
        "startedAt",
      ).conversationId as string,
    },
    itemsWritten:
      runs.length +
      posts.length +
      optimizations.length * 2 +
      videos.length +
      auditors.length +
      conversations.length +
      messages.length +
      ledger.length +
      counters.size +
      writes.length,
    seconds: (performance.now() - started) / 1000,
  };
}
