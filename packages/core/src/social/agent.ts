import { useUserId } from "../actor";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { ServiceEntries } from "../service/entries";
import { ServiceEntryEntity } from "../service/entry.entity";
import { domainNotFound, Site } from "../site";
import { DomainEntity } from "../site/domain.entity";
import type { DomainItem } from "../site/view";
import { fn } from "../util/fn";
import { createId } from "../util/id";
import { pagination } from "../util/page";
import { SocialAgentEntity, type SocialAgentItem, type SocialAgentStatus } from "./agent.entity";
import { SocialContents } from "./contents";
import { MAX_SOCIAL_AGENTS_PER_DOMAIN, serviceCounter, socialAgentBusyCounter, socialAgentContentsCounter } from "./counters";
import { loadAgent, socialAgentNotFound } from "./load";
import { CreateSocialAgentInput, SocialAgentListInput, UpdateSocialAgentInput } from "./schema";
import { agentView, type SocialAgentView } from "./view";
import { Voices } from "./voices";

export { socialAgentNotFound } from "./load";

/** How Manage Services shows an agent. */
const serviceStatus = (status: SocialAgentStatus) => (status === "active" ? "Active" : "Inactive");

const agentBusy = () => new VisibleError("conflict", "agent_busy", "This agent's videos are still being made. Try again when they are done.");

/** A voice the speech engine offers, or the form's message on its field. */
function voiceOf(voiceId: string) {
  if (!Voices.find(voiceId)) {
    const message = "Choose one of the offered voices";
    throw new VisibleError("input", "invalid_input", message, { voice: message });
  }
  return voiceId;
}

/** Views of some of a domain's agents, with their video counts and whether a run works on any of their videos. */
async function viewsOf(domain: DomainItem, agents: SocialAgentItem[]): Promise<SocialAgentView[]> {
  if (agents.length === 0) return [];
  const names = agents.flatMap((agent) => [socialAgentContentsCounter(agent.domainId, agent.agentId), socialAgentBusyCounter(agent.domainId, agent.agentId)]);
  const counts = await Counter.readMany(domain.userId, names);
  return agents.map((agent) =>
    agentView(agent, {
      blogName: domain.domainName,
      voice: Voices.find(agent.voiceId),
      contents: counts.get(socialAgentContentsCounter(agent.domainId, agent.agentId)) ?? 0,
      busy: counts.get(socialAgentBusyCounter(agent.domainId, agent.agentId)) ?? 0,
    }),
  );
}

async function view(agentId: string, userId: string) {
  const agent = await loadAgent(agentId, userId);
  const [result] = await viewsOf(await Site.load(agent.domainId, userId), [agent]);
  return result!;
}

export namespace SocialAgent {
  export const load = loadAgent;

  export async function get(agentId: string) {
    return view(agentId, useUserId());
  }

  /**
   * Adds an agent to one of the user's domains. The domain's social service count moves in the
   * same transaction, which also holds the per-domain limit and fails if the domain was removed
   * meanwhile.
   */
  export const create = fn(CreateSocialAgentInput, async (input) => {
    const userId = useUserId();
    const voiceId = voiceOf(input.voice);
    const { domainId } = await Site.load(input.blog_id, userId);
    const agentId = createId("socialAgent");
    const item = {
      userId,
      agentId,
      domainId,
      name: input.name,
      searchName: input.name.toLowerCase(),
      voiceId,
      status: input.status,
      createdAt: Date.now(),
    };
    // Agents added at once contend for the domain's counter; a cancelled transaction is tried again.
    const result = await runTransaction(
      { DomainEntity, CounterEntity, SocialAgentEntity, ServiceEntryEntity },
      (entities) => [
        entities.DomainEntity.check({ userId, domainId })
          .where((attr, op) => op.exists(attr.domainId))
          .commit(),
        entities.CounterEntity.update({ userId, name: serviceCounter(domainId, "social") })
          .add({ count: 1 })
          .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, MAX_SOCIAL_AGENTS_PER_DOMAIN)}`)
          .commit(),
        entities.SocialAgentEntity.create(item).commit(),
        ServiceEntries.add(entities, {
          userId,
          domainId,
          id: agentId,
          name: item.name,
          type: "Social Media Agent",
          status: serviceStatus(item.status),
          createdAt: item.createdAt,
          link: `/add-service/view-social-content/${agentId}`,
          socialBotsId: agentId,
        }),
      ],
      { names: ["domain", "limit"], retry: { busy: "Failed to save social agent." } },
    );
    if (result.ok) return { data: await view(agentId, userId) };
    if (result.failed.includes("domain")) throw domainNotFound();
    throw new VisibleError("conflict", "agent_limit", `A domain can have at most ${MAX_SOCIAL_AGENTS_PER_DOMAIN} social media agents.`);
  });

  /**
   * One domain's agents, newest first. A domain has at most ten, so they are read whole and
   * searched (anywhere in the name) and filtered by how the list shows them (generating comes from
   * their busy counters). The unfiltered total is the domain's social service counter.
   */
  export const list = fn(SocialAgentListInput, async ({ domainId, page, limit, search, status }) => {
    const userId = useUserId();
    const domain = await Site.load(domainId, userId);
    const term = search.toLowerCase();
    const filter = status === "all" ? "" : status;
    const { data: agents } = await SocialAgentEntity.query.byDomain({ userId, domainId: domain.domainId }).go({ pages: "all", order: "desc" });
    const views = await viewsOf(
      domain,
      agents.filter((agent) => !term || agent.searchName.includes(term)),
    );
    const matching = filter ? views.filter((agent) => agent.list_status === filter) : views;
    const total = term || filter ? matching.length : await Counter.read(userId, serviceCounter(domain.domainId, "social"));
    return { data: matching.slice((page - 1) * limit, page * limit), pagination: pagination(page, limit, total) };
  });

  /** Saves the form; the agent stays with its domain. A status left out keeps its value. */
  export const update = fn(UpdateSocialAgentInput, async (input, agentId: string) => {
    const agent = await loadAgent(agentId);
    const voiceId = voiceOf(input.voice);
    const status = input.status ?? agent.status;
    const result = await runTransaction(
      { SocialAgentEntity, ServiceEntryEntity },
      (entities) => [
        entities.SocialAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId })
          .set({ name: input.name, searchName: input.name.toLowerCase(), voiceId, status })
          .commit(),
        ServiceEntries.change(entities, agent.userId, agent.agentId, { name: input.name, status: serviceStatus(status) }),
      ],
      { names: ["agent"], retry: { busy: "Failed to save social agent." } },
    );
    // Removed meanwhile.
    if (!result.ok) throw socialAgentNotFound();
    return { data: await view(agentId, agent.userId) };
  });

  /**
   * Removes the agent with its counters, then its videos and their files. Refused while a run
   * works on any of its videos: the busy counter is part of the same transaction, so a video
   * started at the same moment either stops the removal or finds the agent gone.
   */
  export async function remove(agentId: string) {
    const agent = await loadAgent(agentId);
    const { userId, domainId } = agent;
    const result = await runTransaction(
      { SocialAgentEntity, CounterEntity, ServiceEntryEntity },
      (entities) => [
        entities.SocialAgentEntity.delete({ userId, agentId })
          .where((attr, op) => op.exists(attr.agentId))
          .commit(),
        entities.CounterEntity.delete({ userId, name: socialAgentBusyCounter(domainId, agentId) })
          .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lte(attr.count, 0)}`)
          .commit(),
        Counter.change(entities, userId, serviceCounter(domainId, "social"), -1),
        entities.CounterEntity.delete({ userId, name: socialAgentContentsCounter(domainId, agentId) }).commit(),
        ServiceEntries.remove(entities, userId, agentId),
      ],
      { names: ["agent", "busy"], retry: { busy: "Failed to delete social agent." } },
    );
    if (!result.ok && result.failed.includes("agent")) throw socialAgentNotFound();
    if (!result.ok) throw agentBusy();
    await SocialContents.removeOfAgent(agent);
    return { id: agentId };
  }
}
