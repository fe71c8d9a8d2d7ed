import { useUserId } from "../actor";
import type { Tally } from "../analytics/metrics";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { isConditionFailure } from "../db/errors";
import { listPage } from "../db/list";
import { rawWrites, runTransaction } from "../db/transaction";
import { encodeTime } from "ulid";
import { VisibleError } from "../error";
import type * as v from "valibot";
import { fn, parse } from "../util/fn";
import { BlogAgent } from "./agent";
import { BlogContentEntity } from "./content.entity";
import { agentContentCounter, blogContentCounter } from "./counters";
import { countBlogContents, filtered } from "./content-count";
import { BlogContentListInput, type ContentStatus, type RecordContent, RecordContentInput } from "./schema";
import { type BlogContentItem, contentView } from "./view";

export const contentNotFound = () => new VisibleError("not_found", "not_found", "Blog content not found");

/** One post per run: the content id is the run's, so recording a run again finds the first record. */
export const contentIdFor = (runId: string) => `bc_${runId.slice(runId.indexOf("_") + 1)}`;

/** A run id's time part is its slot's, which may fall a little before the post was recorded: the id range reaches a day either side. */
const SLOT_SLACK_MS = 86_400_000;
const idAt = (at: number) => contentIdFor(`_${encodeTime(Math.max(0, at), 10).toLowerCase()}`);

// An edit's scores replace others only while no other edit replaced them first; past these tries the owner is asked to save again.
const EDIT_ATTEMPTS = 3;

/** What new scores add to the sums of the day a post was made: the difference, and a count for a score it had none of. */
function scoreChange(current: BlogContentItem, next: { seoScore?: number; readabilityScore?: number }): Tally | null {
  const add: Tally = {};
  const pairs = [
    ["seo_sum", "seo_n", current.seoScore, next.seoScore],
    ["readability_sum", "readability_n", current.readabilityScore, next.readabilityScore],
  ] as const;
  for (const [sum, count, before, after] of pairs) {
    if (after === undefined || after === before) continue;
    add[sum] = after - (before ?? 0);
    if (before === undefined) add[count] = 1;
  }
  return Object.keys(add).length ? add : null;
}

type Recorded = v.InferOutput<typeof RecordContentInput>;
type RecordEntities = Parameters<Parameters<typeof rawWrites<{ BlogContentEntity: typeof BlogContentEntity; CounterEntity: typeof CounterEntity }>>[1]>[0];

/** What a recorded post adds to its day's analytics: a post or a draft, and its scores. */
function madeTally(input: Recorded): Tally {
  const made: Tally = input.status === "publish" ? { posts: 1 } : input.status === "draft" ? { drafts: 1 } : {};
  if (input.seoScore !== undefined) Object.assign(made, { seo_sum: input.seoScore, seo_n: 1 });
  if (input.readabilityScore !== undefined) Object.assign(made, { readability_sum: input.readabilityScore, readability_n: 1 });
  return made;
}

function recordOps(entities: RecordEntities, input: Recorded) {
  const { userId, domainId, agentId } = input;
  return [
    entities.BlogContentEntity.create({
      userId,
      contentId: contentIdFor(input.runId),
      agentId,
      domainId,
      runId: input.runId,
      title: input.title,
      searchTitle: input.title.toLowerCase(),
      scheduleName: input.scheduleName,
      author: input.author,
      status: input.status,
      postId: input.postId,
      postUrl: input.postUrl,
      focusKeyphrase: input.focusKeyphrase,
      metaDescription: input.metaDescription,
      seoTitle: input.seoTitle,
      featuredImageKey: input.featuredImageKey,
      featuredImageKind: input.featuredImageKind,
      languageCode: input.languageCode,
      seoScore: input.seoScore,
      readabilityScore: input.readabilityScore,
      generatedAt: input.generatedAt,
      writer: input.writer,
    }).commit(),
    Counter.change(entities, userId, blogContentCounter(domainId), 1),
    Counter.change(entities, userId, agentContentCounter(domainId, agentId), 1),
  ];
}

export namespace BlogContent {
  /** The posts of a domain published from those recorded in [from, to), newest first: the weekly report's links. */
  export async function publishedBetween(ref: { userId: string; domainId: string }, from: number, to: number, limit: number) {
    const { data } = await BlogContentEntity.query
      .byDomain(ref)
      .between({ contentId: idAt(from - SLOT_SLACK_MS) }, { contentId: `${idAt(to + SLOT_SLACK_MS)}~` })
      .where((attr, op) => `${op.eq(attr.status, "publish")} AND ${op.between(attr.createdAt, from, to - 1)} AND ${op.exists(attr.postUrl)}`)
      .go({ order: "desc", pages: "all", attributes: ["title", "postUrl", "createdAt"] });
    return data
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit)
      .map((post) => ({ title: post.title, url: post.postUrl! }));
  }

  /**
   * Records the post a run made, with the domain's and the agent's post counters, in one
   * transaction. Idempotent per run: a second call for the same run changes nothing and returns
   * the first record.
   */
  export const record = fn(RecordContentInput, async (input) => {
    // The daily counters load with the runs and approvals that write them, not with the blog pages.
    const { tallyWrite } = await import("../analytics/tally");
    const result = await runTransaction({ BlogContentEntity, CounterEntity }, (entities) => recordOps(entities, input), {
      names: ["item"],
      raw: [tallyWrite({ userId: input.userId, scope: input.domainId, at: Date.now(), add: madeTally(input) })],
    });
    if (!result.ok && !result.failed.includes("item")) throw new VisibleError("unavailable", "busy", "Failed to save the blog post.");
    return contentView((await find(input.userId, contentIdFor(input.runId)))!);
  });

  /**
   * The same record as writes of its run's success, with what it adds to the day's analytics for the runner to count
   * with the run's end; its condition fails when the run's post is recorded already.
   */
  export function recordWrites(content: RecordContent) {
    const input = parse(RecordContentInput, content);
    return { writes: rawWrites({ BlogContentEntity, CounterEntity }, (entities) => recordOps(entities, input)), tally: madeTally(input) };
  }

  /** A content item by owner and id, or null. */
  export async function find(userId: string, contentId: string): Promise<BlogContentItem | null> {
    const { data } = await BlogContentEntity.get({ userId, contentId }).go({ consistent: true });
    return data;
  }

  export async function get(contentId: string, userId = useUserId()) {
    const item = await find(userId, contentId);
    if (!item) throw contentNotFound();
    return contentView(item);
  }

  type Changes = Partial<
    Pick<
      BlogContentItem,
      "status" | "postUrl" | "title" | "searchTitle" | "seoTitle" | "metaDescription" | "featuredImageKey" | "seoScore" | "readabilityScore"
    >
  >;

  async function change(contentId: string, userId: string, changes: Changes) {
    try {
      const { data } = await BlogContentEntity.patch({ userId, contentId }).set(changes).go({ response: "all_new" });
      return contentView(data);
    } catch (error) {
      if (isConditionFailure(error)) throw contentNotFound();
      throw error;
    }
  }

  /**
   * Moves a post to a new status (an approved draft is published), with its address on the site
   * when it has one. Publishing counts as a post published that day, in the same transaction,
   * conditioned on the status it had, so an approval repeated publishes and counts once.
   */
  export async function setStatus(contentId: string, status: ContentStatus, postUrl?: string, userId = useUserId()) {
    const changes = postUrl === undefined ? { status } : { status, postUrl };
    const current = await find(userId, contentId);
    if (!current) throw contentNotFound();
    if (status !== "publish" || current.status === "publish") return change(contentId, userId, changes);
    const { tallyWrite } = await import("../analytics/tally");
    const result = await runTransaction(
      { BlogContentEntity },
      (entities) => [
        entities.BlogContentEntity.patch({ userId, contentId })
          .set(changes)
          .where((attr, op) => op.eq(attr.status, current.status))
          .commit(),
      ],
      { names: ["item"], raw: [tallyWrite({ userId, scope: current.domainId, at: Date.now(), add: { posts: 1 } })] },
    );
    if (!result.ok && !result.failed.includes("item")) throw new VisibleError("unavailable", "busy", "Failed to save the blog post.");
    return contentView((await find(userId, contentId))!);
  }

  type Edited = { title: string } & Partial<Pick<BlogContentItem, "seoTitle" | "metaDescription" | "featuredImageKey" | "seoScore" | "readabilityScore">>;

  /**
   * Follows the owner's edit of a draft, so lists and search show what the site shows: its title,
   * the search fields and featured image SiteCrew made again for it, and its scores. Analytics
   * averages the scores of the day a post was made, so that day's sums move with them, in the same
   * transaction, conditioned on the scores they replace: two edits at once cannot count one twice.
   */
  export async function edited(contentId: string, made: Edited, userId = useUserId()) {
    const changes = { ...made, searchTitle: made.title.toLowerCase() };
    const { tallyWrite } = await import("../analytics/tally");
    for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt++) {
      const current = await find(userId, contentId);
      if (!current) throw contentNotFound();
      const add = scoreChange(current, made);
      if (!add) return change(contentId, userId, changes);
      const result = await runTransaction(
        { BlogContentEntity },
        (entities) => [
          entities.BlogContentEntity.patch({ userId, contentId })
            .set(changes)
            .where((attr, op) =>
              [
                current.seoScore === undefined ? op.notExists(attr.seoScore) : op.eq(attr.seoScore, current.seoScore),
                current.readabilityScore === undefined ? op.notExists(attr.readabilityScore) : op.eq(attr.readabilityScore, current.readabilityScore),
              ].join(" AND "),
            )
            .commit(),
        ],
        { names: ["item"], raw: [tallyWrite({ userId, scope: current.domainId, at: current.createdAt, add })] },
      );
      if (result.ok) return contentView((await find(userId, contentId))!);
    }
    throw new VisibleError("unavailable", "busy", "Failed to save the blog post.");
  }

  /**
   * An agent's posts, newest first, with the spec's search on title and status filter. The
   * unfiltered total is the agent's post counter; a filtered one counts the matching range.
   */
  export const listForAgent = fn(BlogContentListInput, async ({ page, limit, search, status }, agentId: string) => {
    const agent = await BlogAgent.load(agentId);
    const filter = status === "all" ? "" : status;
    const term = search.toLowerCase();
    const result = await listPage({
      query: filtered(BlogContentEntity.query.byAgent({ userId: agent.userId, agentId: agent.agentId }), term, filter),
      entity: BlogContentEntity,
      page,
      limit,
      total: term || filter ? undefined : await Counter.read(agent.userId, agentContentCounter(agent.domainId, agent.agentId)),
    });
    return { data: result.data.map(contentView), pagination: result.pagination };
  });

  /** How many posts the domain's agents have made; with a search, how many of their titles contain it. */
  export const count = countBlogContents;
}
