import { useUserId } from "../actor";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { CREDIT_COSTS } from "../credit/costs";
import { Job, type RunResult } from "../job";
import { Site } from "../site";
import { DomainEntity } from "../site/domain.entity";
import { deterministicId } from "../util/id";
import { BlogAgentEntity } from "./agent.entity";
import { type FrequencyId, nextRunAt } from "./schedule";

export const BLOG_RUN_CREDITS = CREDIT_COSTS.blog_post.credits;

type Agent = NonNullable<Awaited<ReturnType<ReturnType<typeof BlogAgentEntity.get>["go"]>>["data"]>;

/** What the run needs of its agent, as it was when the run started: later edits do not change a run. */
function snapshot(agent: Agent, keyword: string) {
  return {
    agent_name: agent.name,
    keyword,
    keywords: agent.keywords,
    categories: agent.categories,
    category_names: agent.categoryNames,
    author: agent.author,
    author_name: agent.authorName,
    language_code: agent.languageCode,
    writing_style_id: agent.writingStyleId,
    status: agent.status,
  };
}

export type BlogRunInput = ReturnType<typeof snapshot>;

const keywordAt = (agent: Agent, cursor: number) => agent.keywords[cursor % agent.keywords.length]!;

const agentNotFound = () => new VisibleError("not_found", "blog_agent_not_found", "Blog agent not found");

/** Starting blog agents' runs, by hand and on schedule, and doing their work in the worker. */
export namespace BlogRun {
  /** "Run now": one post at once, paid from the balance (402 when it is short). */
  export async function runNow(agentId: string) {
    const userId = useUserId();
    const { data: agent } = await BlogAgentEntity.get({ userId, agentId }).go({ consistent: true });
    if (!agent) throw agentNotFound();
    await Site.load(agent.domainId);
    const cursor = await takeKeyword(agent);
    return Job.start({
      userId,
      domainId: agent.domainId,
      kind: "blog",
      agentId,
      trigger: "manual",
      input: snapshot(agent, keywordAt(agent, cursor)),
      credits: BLOG_RUN_CREDITS,
    });
  }

  /** Advances the keyword rotation and answers the position taken. */
  async function takeKeyword(agent: Agent) {
    const { data } = await BlogAgentEntity.update({ userId: agent.userId, agentId: agent.agentId })
      .add({ keywordCursor: 1 })
      .go({ response: "updated_old" });
    return (data as { keywordCursor?: number }).keywordCursor ?? agent.keywordCursor;
  }

  /**
   * Starts the runs of every agent whose slot has come, for the cron. Each slot is claimed by
   * moving the agent's next run time on with a condition on the slot itself, so two ticks (or
   * two overlapping crons) start it once; the run's id comes from the slot, so a start repeated
   * after a crash finds the run it made.
   */
  export async function startDue(now = Date.now(), meter?: { itemsRead: number }) {
    const due = await BlogAgentEntity.query.due({ scheduleKey: "blog-schedule" }).lte({ nextRunAt: now }).go({ pages: "all" });
    if (meter) meter.itemsRead += due.data.length;
    let started = 0;
    for (const agent of due.data) {
      if (agent.paused) continue;
      const slot = agent.nextRunAt;
      const next = nextRunAt({ frequency: agent.frequencyId as FrequencyId, time: agent.time, timezone: agent.timezone, after: Math.max(now, slot), anchor: agent.scheduleAnchor });
      const runId = deterministicId("run", `${agent.agentId}@${slot}`, slot);
      try {
        await BlogAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId })
          .set({ nextRunAt: next, paused: false, scheduleKey: "blog-schedule", lastRunId: runId, lastRunAt: now })
          .add({ keywordCursor: 1 })
          .where((attr, op) => `${op.eq(attr.nextRunAt, slot)} AND ${op.eq(attr.paused, false)}`)
          .go();
      } catch (error) {
        if (isConditionFailure(error)) continue;
        throw error;
      }
      const request = {
        userId: agent.userId,
        domainId: agent.domainId,
        kind: "blog",
        agentId: agent.agentId,
        trigger: "schedule" as const,
        slot,
        runId,
        input: snapshot(agent, keywordAt(agent, agent.keywordCursor)),
        credits: BLOG_RUN_CREDITS,
      };
      try {
        await Job.start(request);
        started++;
      } catch (error) {
        if (!(error instanceof VisibleError) || error.kind !== "payment") throw error;
        await Job.recordRefused(request, error.message);
      }
    }
    return started;
  }

  /** The worker's part, run as the owner: read the site, write, score, publish, record. */
  export async function execute(progress: Job.Progress): Promise<RunResult> {
    const { run } = progress;
    const { data: domain } = await DomainEntity.get({ userId: run.userId, domainId: run.domainId }).go();
    if (!domain) throw new VisibleError("not_found", "domain_not_found", "The domain was removed.");
    // The writer and the scorer load only in the worker, never in the API that starts runs.
    const { composePost } = await import("./compose");
    return composePost(progress, domain, run.input as BlogRunInput);
  }
}
