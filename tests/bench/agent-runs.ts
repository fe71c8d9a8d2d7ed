import { randomUUID } from "node:crypto";
import type { LocalResources } from "../../packages/functions/src/local/resources";
import { onLocalStack } from "./local-stack";
import { printTable } from "./table";

const AGENTS = 10_000;
const DUE = 10;
const RUNS = 100;

/**
 * The cron's due query over 10,000 scheduled agents of which 10 are due: the items read must stay
 * near the number due, however many agents exist.
 */
async function benchDueQuery() {
  {
    const { BlogAgentEntity, SCHEDULE_PARTITION } = await import("../../packages/core/src/blog/agent.entity");
    const { BlogAgents } = await import("../../packages/core/src/blog/due");
    const now = Date.now();
    const agent = (index: number) => ({
      userId: `usr_bench_${index % 500}`,
      agentId: `blog_bench_${String(index).padStart(6, "0")}`,
      domainId: `dom_bench_${index % 500}`,
      name: `Agent ${index}`,
      searchName: `agent ${index}`,
      keywords: ["balcony herbs"],
      categories: [1],
      author: 1,
      frequencyId: "daily",
      time: "09:00",
      timezone: "Europe/Berlin",
      languageId: "en-US",
      languageCode: "en-US",
      writingStyleId: "conversational",
      status: "publish" as const,
      paused: false,
      scheduleKey: SCHEDULE_PARTITION,
      // The first ten are due; the rest spread over the coming week.
      nextRunAt: index < DUE ? now - 60_000 + index : now + 60_000 + index * 60_000,
      scheduleAnchor: now,
    });
    const seeded = performance.now();
    for (let start = 0; start < AGENTS; start += 500) {
      await BlogAgentEntity.put(Array.from({ length: Math.min(500, AGENTS - start) }, (_, offset) => agent(start + offset))).go();
    }
    const seedSeconds = (performance.now() - seeded) / 1000;
    const meter = { itemsRead: 0 };
    const started = performance.now();
    const due = await BlogAgents.due(now, { meter });
    const queryMs = performance.now() - started;
    printTable(
      `Due-run query: ${AGENTS.toLocaleString("en-US")} scheduled agents, ${DUE} due (seeded in ${seedSeconds.toFixed(1)} s)`,
      ["agents due", "items read", "query", "target"],
      [[due.length, meter.itemsRead, `${queryMs.toFixed(1)} ms`, `items read near ${DUE}: ${meter.itemsRead <= DUE + 1 ? "met" : "MISSED"}`]],
    );
  }
}

/**
 * 100 "Run now" runs through the local queue and the real worker, publishing to a real WordPress:
 * throughput, and proof that no run made two posts or was paid for twice.
 */
async function benchQueuedRuns(resources: LocalResources) {
  {
    const { startQueueWorkers } = await import("../../packages/functions/src/local/queue-workers");
    const workers = startQueueWorkers(resources);
    const { connectedWordPress } = await import("../support/wordpress");
    const { call } = await import("../support/api");
    const { Credit } = await import("../../packages/core/src/credit");
    const { LedgerEntity } = await import("../../packages/core/src/credit/credit.entity");
    const site = await connectedWordPress();
    try {
      const token = site.owner.token;
      await Credit.grant({ userId: site.owner.userId, ledgerId: `led_bench_${randomUUID()}`, credits: RUNS * 10 });
      const created = await call("POST", "/blog-agent", {
        token,
        body: {
          userDomainId: site.domain.id,
          name: "Bench agent",
          keywords: ["balcony herbs", "watering herbs", "growing basil indoors", "herb garden soil"],
          categories: [1],
          category_names: ["Uncategorized"],
          author: 1,
          author_name: "admin",
          language_id: "en-US",
          frequency_id: "daily",
          time: "09:00",
          timezone: "Europe/Berlin",
          blog_writing_style_id: "conversational",
          status: "publish",
          titles: [],
        },
      });
      const agentId = created.body.data.id as string;
      const started = performance.now();
      const runIds: string[] = [];
      for (let index = 0; index < RUNS; index++) runIds.push((await call("POST", `/blog-agent/${agentId}/run`, { token })).body.data.id);
      const enqueuedSeconds = (performance.now() - started) / 1000;
      const statuses = new Map<string, string>();
      while (statuses.size < RUNS) {
        for (const runId of runIds) {
          if (statuses.has(runId)) continue;
          const run = (await call("GET", `/runs/${runId}`, { token })).body.data;
          if (["succeeded", "failed", "cancelled"].includes(run.status)) statuses.set(runId, run.status);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const seconds = (performance.now() - started) / 1000;
      const posts = Number(
        await site.wordpress.php(
          `echo count(get_posts(['post_type' => 'post', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids', 'meta_key' => '_sitecrew_run_id']));`,
        ),
      );
      const captures = (await LedgerEntity.query.byId({ userId: site.owner.userId }).go({ pages: "all" })).data.filter((row) => row.kind === "capture").length;
      const succeeded = [...statuses.values()].filter((status) => status === "succeeded").length;
      printTable(
        `${RUNS} queued blog runs through the local queue, the real worker and a real WordPress`,
        ["succeeded", "posts on the site", "captures", "duplicates", "enqueue", "all done", "throughput"],
        [
          [
            succeeded,
            posts,
            captures,
            posts - succeeded,
            `${enqueuedSeconds.toFixed(1)} s`,
            `${seconds.toFixed(1)} s`,
            `${(RUNS / seconds).toFixed(2)} runs/s`,
          ],
        ],
      );
    } finally {
      await workers.stop();
      await site.stop();
    }
  }
}

/** Both share one local stack: core's clients keep the endpoints they were first made with. */
export const benchAgentRuns = () =>
  onLocalStack(async (resources) => {
    await benchDueQuery();
    await benchQueuedRuns(resources);
  });
