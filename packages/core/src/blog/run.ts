import { useUserId } from "../actor";
import { VisibleError } from "../error";
import { SiteRefusals } from "../delivery/refusals";
import { Job, type RunResult } from "../job";
import { Site } from "../site";
import { DomainEntity } from "../site/domain.entity";
import { fn } from "../util/fn";
import { deterministicId } from "../util/id";
import { BlogAgent } from "./agent";
import { BlogAgents } from "./due";
import { nextKeyphrase } from "./keyphrase";
import { RunNowInput } from "./schema";
import { type BlogRunInput, snapshot } from "./run-input";
import { blogRunCredits } from "./view";

/** Starting blog agents' runs, by hand and on schedule, and doing their work in the worker. */
export namespace BlogRun {
  /**
   * "Run now": one post at once, paid from the balance (402 when it is short), about the topic
   * given or else the agent's next keyword the domain's latest posts have not used.
   */
  export const runNow = fn(RunNowInput, async ({ topic }, agentId: string) => {
    const userId = useUserId();
    const agent = await BlogAgent.load(agentId, userId);
    // The domain must still be the caller's: a removed one answers 404.
    await Site.load(agent.domainId);
    await SiteRefusals.assertAccepting({ userId, domainId: agent.domainId });
    const turn = topic ? null : await BlogAgents.nextKeyword(userId, agentId);
    const keyword = topic ?? (await nextKeyphrase(agent, agent.keywords.indexOf(turn ?? "")));
    return Job.start({
      userId,
      domainId: agent.domainId,
      kind: "blog",
      agentId,
      trigger: "run_now",
      input: snapshot(agent, keyword),
      credits: blogRunCredits(),
    });
  });

  /**
   * Starts the runs of every agent whose slot has come, for the cron. The run's id comes from the
   * slot, so starting it twice (two ticks, or a tick repeated after a crash) finds the first run;
   * then the slot is claimed with a condition on the slot itself, which moves the agent on once.
   */
  export async function startDue(now = Date.now(), meter?: { itemsRead: number }) {
    let started = 0;
    for (const agent of await BlogAgents.due(now, { meter })) {
      const slot = agent.nextRunAt;
      const runId = deterministicId("run", `${agent.agentId}@${slot}`, slot);
      const request = {
        userId: agent.userId,
        domainId: agent.domainId,
        kind: "blog",
        agentId: agent.agentId,
        trigger: "schedule" as const,
        slot,
        runId,
        input: snapshot(agent, await nextKeyphrase(agent, agent.keywordCursor)),
        credits: blogRunCredits(),
      };
      try {
        await SiteRefusals.assertAccepting(agent);
        await Job.start(request);
        started++;
      } catch (error) {
        // A slot the owner cannot pay for, or whose site keeps refusing posts, is recorded as a
        // failed run, so Activity says why nothing was posted.
        if (!(error instanceof VisibleError) || (error.kind !== "payment" && error.code !== "site_refusing")) throw error;
        await Job.recordRefused(request, error.message);
      }
      if (await BlogAgents.claim(agent, slot, runId, now)) await BlogAgents.nextKeyword(agent.userId, agent.agentId);
    }
    return started;
  }

  /** The worker's part, run as the owner: read the site, write, score, publish; the post is recorded with the run's success. */
  export async function execute(progress: Job.Progress): Promise<RunResult> {
    const { run } = progress;
    const { data: domain } = await DomainEntity.get({ userId: run.userId, domainId: run.domainId }).go();
    if (!domain) throw new VisibleError("not_found", "domain_not_found", "The domain was removed.");
    // The writer and the scorer load only in the worker, never in the API that starts runs.
    const [{ composePost }, { withPostCommit }] = await Promise.all([import("./compose"), import("./deliver")]);
    const input = run.input as BlogRunInput;
    const result = await composePost(progress, domain, input);
    // A post the site refused is recorded only once it is sent again and the site has it.
    return result.output.published === true ? withPostCommit(run, input, result) : result;
  }
}
