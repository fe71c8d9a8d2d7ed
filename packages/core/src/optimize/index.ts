import { Credit } from "../credit";
import { insufficientCredits } from "../credit/apply";
import { CREDIT_COSTS } from "../credit/costs";
import { SiteRefusals } from "../delivery/refusals";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { listPage } from "../db/list";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { Job, type RunStatus } from "../job";
import { RunEntity } from "../job/run.entity";
import { ServiceEntries } from "../service/entries";
import { ServiceEntryEntity } from "../service/entry.entity";
import { Site } from "../site";
import { serviceCounter } from "../site/counters";
import { fn, parse } from "../util/fn";
import { createId, createRisingId } from "../util/id";
import { OptimizationEntity, type OptimizationItem } from "./optimization.entity";
import { serviceEntryOf } from "./record";
import { OptimizationListInput, StartOptimizationInput } from "./schema";
import { optimizationView } from "./view";

export type { OptimizationView } from "./view";

export const OPTIMIZATION_RUN = "blog_optimization";

const optimizationsCounter = (domainId: string) => serviceCounter(domainId, "optimizer");

const unknownPosts = (ids: number[]) => {
  const message = `${ids.length === 1 ? "Post" : "Posts"} ${ids.join(", ")} ${ids.length === 1 ? "is not a published post" : "are not published posts"} of this site.`;
  return new VisibleError("input", "invalid_input", message, { selectedContent: message });
};

const optimizationId = () => createRisingId("optimization");

/**
 * Items, their rows in Manage Services and their count in one transaction (at most ten posts at a
 * time, well within a transaction's hundred writes), retried when another write to the shared
 * counter cancels it.
 */
async function write(items: OptimizationItem[], by: 1 | -1) {
  const [first] = items;
  if (!first) return;
  for (let attempt = 0; ; attempt++) {
    const result = await runTransaction(
      { OptimizationEntity, CounterEntity, ServiceEntryEntity },
      (entities) => [
        ...items.flatMap((item) =>
          by === 1
            ? [entities.OptimizationEntity.create(item).commit(), ServiceEntries.add(entities, serviceEntryOf(item))]
            : [
                entities.OptimizationEntity.delete({ userId: item.userId, optimizationId: item.optimizationId }).commit(),
                ServiceEntries.remove(entities, item.userId, item.optimizationId),
              ],
        ),
        Counter.change(entities, first.userId, optimizationsCounter(first.domainId), by * items.length),
      ],
      { names: [] },
    );
    if (result.ok) return;
    if (attempt === 4) throw new VisibleError("unavailable", "busy", "The optimization could not be started. Please try again.");
    await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
  }
}

/** The runs behind items still processing, to show those whose run ended without them as failed. */
async function runsOf(items: OptimizationItem[]) {
  const processing = items.filter((item) => item.status === "processing");
  if (processing.length === 0) return new Map<string, { status: RunStatus; error?: string }>();
  const { data } = await RunEntity.get(processing.map((item) => ({ userId: item.userId, runId: item.runId }))).go();
  return new Map(data.map((run) => [run.runId, run]));
}

/** The blog optimization agent: one run per post, each rewriting it against the chosen provider's checks. */
export namespace Optimization {
  /** A domain's optimizations, newest first. */
  export const list = fn(OptimizationListInput, async ({ domainId, page, limit }) => {
    const domain = await Site.load(domainId);
    const total = await Counter.read(domain.userId, optimizationsCounter(domain.domainId));
    const query = OptimizationEntity.query.byDomain({ userId: domain.userId, domainId: domain.domainId });
    const result = await listPage({ query, entity: OptimizationEntity, page, limit, order: "desc", total });
    const runs = await runsOf(result.data);
    return { data: result.data.map((item) => optimizationView(item, runs.get(item.runId))), pagination: result.pagination };
  });

  /**
   * One item and one run per post, each run holding its own credits. The posts must be published
   * posts of the domain; a balance short of the whole batch starts nothing.
   */
  export async function start(body: unknown) {
    const input = parse(StartOptimizationInput, body);
    const domain = await Site.load(input.userDomainId);
    const { userId, domainId } = domain;
    await SiteRefusals.assertAccepting(domain);
    // The WordPress bridge (signing, the guarded client) loads when an optimization starts, not with the list.
    const { Content } = await import("../content");
    const posts = new Map((await Content.items(domain)).filter((item) => item.type === "post").map((item) => [item.id, item]));
    const unknown = input.selectedContent.filter((id) => !posts.has(id));
    if (unknown.length > 0) throw unknownPosts(unknown);

    const credits = CREDIT_COSTS.blog_optimization.credits;
    const total = credits * input.selectedContent.length;
    const balance = await Credit.balance(userId);
    if (balance < total) throw insufficientCredits(total, balance);

    const now = Date.now();
    const items: OptimizationItem[] = input.selectedContent.map((postId) => ({
      userId,
      optimizationId: optimizationId(),
      domainId,
      runId: createId("run"),
      provider: input.provider,
      oldPostId: postId,
      oldTitle: posts.get(postId)!.title,
      postUrl: posts.get(postId)!.url,
      status: "processing",
      createdAt: now,
      updatedAt: now,
    }));
    await write(items, 1);

    for (const [index, item] of items.entries()) {
      try {
        await Job.start({
          userId,
          domainId,
          kind: OPTIMIZATION_RUN,
          agentId: item.optimizationId,
          trigger: "manual",
          runId: item.runId,
          credits,
          input: { optimization_id: item.optimizationId, post_id: item.oldPostId, provider: item.provider },
        });
      } catch (error) {
        // The runs before this one are under way and stay; this one and the rest are taken back.
        await write(items.slice(index), -1);
        throw error;
      }
    }
    return { data: items.map((item) => optimizationView(item)), credits: total };
  }
}
