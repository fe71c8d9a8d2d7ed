import * as v from "valibot";
import { useUserId } from "../actor";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { listPage } from "../db/list";
import { retryOnConflict, runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { serviceCounter } from "../site/counters";
import { DomainEntity } from "../site/domain.entity";
import { domainNotFound, Site } from "../site/index";
import { Reference } from "../reference";
import { ServiceEntries } from "../service/entries";
import { ServiceEntryEntity } from "../service/entry.entity";
import { fn } from "../util/fn";
import { createId } from "../util/id";
import { BlogAgentEntity, SCHEDULE_PARTITION } from "./agent.entity";
import { agentContentCounter, MAX_AGENTS_PER_DOMAIN } from "./counters";
import { language } from "../reference/languages";
import { nextRunAt } from "./schedule";
import { type AgentStatus, BlogAgentListInput, CreateBlogAgentInput, type UpdateBlogAgent, UpdateBlogAgentInput } from "./schema";
import { agentView, type BlogAgentItem, serviceStatus } from "./view";

export const agentNotFound = () => new VisibleError("not_found", "not_found", "Blog agent not found");

const AgentId = v.pipe(v.string(), v.regex(/^blog_[0-9a-z]{26}$/));

/**
 * The fields of the due index, written together: ElectroDB decides whether the agent sits in the
 * index from a write that names all of them, so a paused agent leaves it and a resumed one returns.
 */
export const scheduleFields = (next: number, paused: boolean) => ({ scheduleKey: SCHEDULE_PARTITION, nextRunAt: next, paused });

/** The stored form of the form's fields. */
const formFields = (input: UpdateBlogAgent) => ({
  name: input.name,
  searchName: input.name.toLowerCase(),
  keywords: input.keywords,
  titles: input.titles,
  categories: input.categories,
  categoryNames: input.category_names,
  author: input.author,
  authorName: input.author_name,
  frequencyId: input.frequency_id,
  time: input.time,
  timezone: input.timezone,
  languageId: input.language_id,
  languageCode: language(input.language_id)!.code,
  writingStyleId: input.blog_writing_style_id,
  competitors: input.competitors,
  status: input.status,
});

const scheduleChanged = (agent: BlogAgentItem, input: UpdateBlogAgent) =>
  agent.frequencyId !== input.frequency_id || agent.time !== input.time || agent.timezone !== input.timezone;

/** The first slot after `now` of a schedule that starts `now`. */
const firstSlot = (schedule: { frequency_id: string; time: string; timezone: string }, now: number) =>
  nextRunAt.raw({ frequency: schedule.frequency_id, time: schedule.time, timezone: schedule.timezone, after: now, anchor: now });

/** The style must be one the owner can pick: a built-in one or their own. */
async function checkWritingStyle(userId: string, styleId: string) {
  const styles = await Reference.writingStyles(userId);
  if (styles.some((style) => style.id === styleId)) return;
  const message = "Writing Style is not one of your writing styles";
  throw new VisibleError("input", "invalid_input", message, { blog_writing_style_id: message });
}

/**
 * A new agent's status when none was chosen: while the offline writer writes, its sample posts wait
 * for approval as drafts; a model's agent must be told whether to publish.
 */
function newAgentStatus(chosen: AgentStatus | undefined): AgentStatus {
  if (chosen) return chosen;
  if (Reference.writer().writer === "offline") return "draft";
  throw new VisibleError("input", "invalid_input", "Status is required", { status: "Status is required" });
}

const busy = (message: string) => new VisibleError("unavailable", "busy", message);

export namespace BlogAgent {
  /** The signed-in user's agent, or 404: another user's id looks exactly like a missing one. */
  export async function load(agentId: string, userId = useUserId()): Promise<BlogAgentItem> {
    if (!v.is(AgentId, agentId)) throw agentNotFound();
    const { data } = await BlogAgentEntity.get({ userId, agentId }).go({ consistent: true });
    if (!data) throw agentNotFound();
    return data;
  }

  export async function get(agentId: string) {
    return agentView(await load(agentId));
  }

  /**
   * Adds an agent to one of the user's domains, scheduled from now. The domain's blog service
   * count moves in the same transaction, which also holds the per-domain limit and fails if the
   * domain was removed meanwhile.
   */
  export const create = fn(CreateBlogAgentInput, async (chosen) => {
    const input = { ...chosen, status: newAgentStatus(chosen.status) };
    const userId = useUserId();
    const { domainId } = await Site.load(input.userDomainId, userId);
    await checkWritingStyle(userId, input.blog_writing_style_id);
    const agentId = createId("blogAgent");
    // Agents added at once contend for the domain's counter; a cancelled transaction is tried again.
    const result = await runTransaction(
      { DomainEntity, CounterEntity, BlogAgentEntity, ServiceEntryEntity },
      (entities) => {
        const now = Date.now();
        return [
          entities.DomainEntity.check({ userId, domainId })
            .where((attr, op) => op.exists(attr.domainId))
            .commit(),
          entities.CounterEntity.update({ userId, name: serviceCounter(domainId, "blog") })
            .add({ count: 1 })
            .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, MAX_AGENTS_PER_DOMAIN)}`)
            .commit(),
          entities.BlogAgentEntity.create({
            userId,
            agentId,
            domainId,
            ...formFields(input),
            ...scheduleFields(firstSlot(input, now), false),
            scheduleAnchor: now,
            createdAt: now,
          }).commit(),
          ServiceEntries.add(entities, {
            userId,
            domainId,
            id: agentId,
            name: input.name,
            type: "Blog Agent",
            status: serviceStatus({ paused: false, status: input.status }),
            createdAt: now,
            link: `/add-service/view-blog-content/${agentId}`,
            blogBotsId: agentId,
          }),
        ];
      },
      { names: ["domain", "limit"], retry: { busy: "Failed to add blog agent.", attempts: 4 } },
    );
    if (result.ok) return agentView(await load(agentId, userId));
    if (result.failed.includes("domain")) throw domainNotFound();
    throw new VisibleError("conflict", "limit_reached", `A domain can have at most ${MAX_AGENTS_PER_DOMAIN} blog agents.`);
  });

  /**
   * One domain's agents, newest first. Search matches anywhere in the name; the status filter
   * follows from the agent's status and whether it is paused. The unfiltered total is the
   * domain's blog service counter; a filtered one counts the matching range.
   */
  export const list = fn(BlogAgentListInput, async ({ domainId, page, limit, search, status }) => {
    const userId = useUserId();
    const domain = await Site.load(domainId, userId);
    const term = search.toLowerCase();
    const filter = status === "all" ? "" : status;
    const query = BlogAgentEntity.query.byDomain({ userId, domainId: domain.domainId }).where((attr, op) => {
      const clauses: string[] = [];
      if (term) clauses.push(op.contains(attr.searchName, term));
      if (filter === "paused") clauses.push(op.eq(attr.paused, true));
      if (filter === "active") clauses.push(`${op.eq(attr.status, "publish")} AND ${op.eq(attr.paused, false)}`);
      if (filter === "draft") clauses.push(`${op.eq(attr.status, "draft")} AND ${op.eq(attr.paused, false)}`);
      return clauses.join(" AND ");
    });
    const filtered = Boolean(term || filter);
    const result = await listPage({
      query,
      entity: BlogAgentEntity,
      page,
      limit,
      total: filtered ? undefined : await Counter.read(userId, serviceCounter(domain.domainId, "blog")),
    });
    const names = result.data.map((agent) => agentContentCounter(agent.domainId, agent.agentId));
    const counts = await Counter.readMany(userId, names);
    return {
      data: result.data.map((agent) => ({
        ...agentView(agent),
        content_count: counts.get(agentContentCounter(agent.domainId, agent.agentId)) ?? 0,
      })),
      pagination: result.pagination,
    };
  });

  /**
   * Saves the form. A changed frequency, time or timezone starts the schedule again from now; a
   * paused agent stays paused (and out of the due index) whatever changes.
   */
  export const update = fn(UpdateBlogAgentInput, async (input, agentId: string) => {
    const owned = await load(agentId);
    if (owned.writingStyleId !== input.blog_writing_style_id) await checkWritingStyle(owned.userId, input.blog_writing_style_id);
    return retryOnConflict({ busy: "Failed to update blog agent.", attempts: 3 }, async () => {
      const agent = await load(agentId);
      const now = Date.now();
      const schedule = scheduleChanged(agent, input) ? { ...scheduleFields(firstSlot(input, now), agent.paused), scheduleAnchor: now } : {};
      const result = await runTransaction(
        { BlogAgentEntity, ServiceEntryEntity },
        (entities) => [
          entities.BlogAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId })
            .set({ ...formFields(input), ...schedule })
            // A pause or resume in between would otherwise be undone by the paused flag written here.
            .where((attr, op) => op.eq(attr.paused, agent.paused))
            .commit(),
          ServiceEntries.change(entities, agent.userId, agent.agentId, {
            name: input.name,
            status: serviceStatus({ paused: agent.paused, status: input.status }),
          }),
        ],
        { names: ["agent"] },
      );
      return result.ok ? agentView(await load(agent.agentId, agent.userId)) : undefined;
    });
  });

  /**
   * Removes the agent and stops its schedule; its posts stay on the site and its content items
   * stay in the domain's list and total. Its own post counter goes with it.
   */
  export async function remove(agentId: string) {
    const agent = await load(agentId);
    const { userId, domainId } = agent;
    const result = await runTransaction(
      { BlogAgentEntity, CounterEntity, ServiceEntryEntity },
      (entities) => [
        entities.BlogAgentEntity.delete({ userId, agentId: agent.agentId })
          .where((attr, op) => op.exists(attr.agentId))
          .commit(),
        Counter.change(entities, userId, serviceCounter(domainId, "blog"), -1),
        entities.CounterEntity.delete({ userId, name: agentContentCounter(domainId, agent.agentId) }).commit(),
        ServiceEntries.remove(entities, userId, agent.agentId),
      ],
      { names: ["agent"] },
    );
    if (!result.ok && result.failed.includes("agent")) throw agentNotFound();
    if (!result.ok) throw busy("Failed to delete blog agent.");
    return { id: agent.agentId };
  }

  /** Stops the schedule: the agent leaves the due index and keeps its settings. Pausing twice is harmless. */
  export async function pause(agentId: string) {
    const agent = await load(agentId);
    if (agent.paused) return agentView(agent);
    const result = await runTransaction(
      { BlogAgentEntity, ServiceEntryEntity },
      (entities) => [
        entities.BlogAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId }).set(scheduleFields(agent.nextRunAt, true)).commit(),
        ServiceEntries.change(entities, agent.userId, agent.agentId, { status: serviceStatus({ paused: true, status: agent.status }) }),
      ],
      { names: ["agent"], retry: { busy: "Failed to pause blog agent." } },
    );
    if (!result.ok) throw agentNotFound();
    return agentView(await load(agent.agentId, agent.userId));
  }

  /** Starts the schedule again from now: the slots missed while paused are not made up. */
  export async function resume(agentId: string) {
    return retryOnConflict({ busy: "Failed to resume blog agent.", attempts: 3 }, async () => {
      const agent = await load(agentId);
      if (!agent.paused) return agentView(agent);
      const now = Date.now();
      const next = firstSlot({ frequency_id: agent.frequencyId, time: agent.time, timezone: agent.timezone }, now);
      const result = await runTransaction(
        { BlogAgentEntity, ServiceEntryEntity },
        (entities) => [
          entities.BlogAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId })
            .set({ ...scheduleFields(next, false), scheduleAnchor: now })
            // The row's status follows the publish setting read here: a save in between is read again.
            .where((attr, op) => `${op.eq(attr.paused, true)} AND ${op.eq(attr.status, agent.status)}`)
            .commit(),
          ServiceEntries.change(entities, agent.userId, agent.agentId, { status: serviceStatus({ paused: false, status: agent.status }) }),
        ],
        { names: ["agent"] },
      );
      return result.ok ? agentView(await load(agent.agentId, agent.userId)) : undefined;
    });
  }
}
