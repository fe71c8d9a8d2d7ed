import { CREDIT_COSTS } from "../credit/costs";
import { SiteRefusals } from "../delivery/refusals";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { listPage } from "../db/list";
import { rawWrites } from "../db/transaction";
import { VisibleError } from "../error";
import { optimizerRow } from "../service/domain-row";
import { ServiceEntries } from "../service/entries";
import { Site } from "../site";
import { serviceCounter } from "../site/counters";
import { fn } from "../util/fn";
import { createId, createRisingId } from "../util/id";
import { OptimizationEntity, type OptimizationItem } from "./optimization.entity";
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

/** An optimization's item, its count, and one more on its domain's optimizer row in Manage Services, as writes of its run's transaction. */
const itemWrites = (item: OptimizationItem) => [
  ...rawWrites({ OptimizationEntity, CounterEntity }, (entities) => [
    entities.OptimizationEntity.create(item).commit(),
    Counter.change(entities, item.userId, optimizationsCounter(item.domainId), 1),
  ]),
  ServiceEntries.countUp(optimizerRow(item, item.createdAt)),
];

/** The blog optimization agent: one run per post, each rewriting it against the chosen provider's checks. */
export namespace Optimization {
  /** A domain's optimizations, newest first. */
  export const list = fn(OptimizationListInput, async ({ domainId, page, limit }) => {
    const domain = await Site.load(domainId);
    const total = await Counter.read(domain.userId, optimizationsCounter(domain.domainId));
    const query = OptimizationEntity.query.byDomain({ userId: domain.userId, domainId: domain.domainId });
    const result = await listPage({ query, entity: OptimizationEntity, page, limit, order: "desc", total });
    return { data: result.data.map(optimizationView), pagination: result.pagination };
  });

  /**
   * One item and one run per post, each run holding its own credits and written with its item.
   * The posts must be published posts of the domain; a balance short of the whole batch starts
   * nothing, and of a batch cut short (a payment landed between) the runs already started stay.
   */
  export const start = fn(StartOptimizationInput, async (input) => {
    const domain = await Site.load(input.userDomainId);
    const { userId, domainId } = domain;
    await SiteRefusals.assertAccepting(domain);
    // The WordPress bridge (signing, the guarded client) loads when an optimization starts, not with the list.
    const { Content } = await import("../content");
    const postsOf = async (fresh: boolean) =>
      new Map((await Content.items(domain, { fresh })).filter((item) => item.type === "post").map((item) => [item.id, item]));
    let posts = await postsOf(false);
    // A post the owner picked may be newer than the cached list.
    if (input.selectedContent.some((id) => !posts.has(id))) posts = await postsOf(true);
    const unknown = input.selectedContent.filter((id) => !posts.has(id));
    if (unknown.length > 0) throw unknownPosts(unknown);

    const credits = CREDIT_COSTS.blog_optimization.credits;
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
    // Runs (credits, the queue) load when optimizations start, not with the list.
    const { Job } = await import("../job");
    await Job.startAll(
      items.map((item) => ({
        userId,
        domainId,
        kind: OPTIMIZATION_RUN,
        agentId: item.optimizationId,
        trigger: "run_now",
        runId: item.runId,
        credits,
        // The post's address: approving the rewrite updates it in place, so the run leads there.
        input: {
          optimization_id: item.optimizationId,
          post_id: item.oldPostId,
          post_title: item.oldTitle,
          post_url: item.postUrl,
          provider: item.provider,
          ...(input.keyphrases.length ? { keyphrases: input.keyphrases } : {}),
        },
        with: itemWrites(item),
      })),
    );
    return { data: items.map(optimizationView), credits: credits * items.length };
  });
}
