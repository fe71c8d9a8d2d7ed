import * as v from "valibot";
import { useUserId } from "../actor";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { listPage } from "../db/list";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { Media } from "../media";
import { RunEntity } from "../job/run.entity";
import { ServiceEntries } from "../service/entries";
import { ServiceEntryEntity } from "../service/entry.entity";
import { domainNotFound, Site } from "../site";
import { serviceCounter } from "../site/counters";
import { DomainEntity } from "../site/domain.entity";
import type { DomainItem } from "../site/view";
import { fn } from "../util/fn";
import { createId } from "../util/id";
import { ChatAgentEntity, type ChatAgentItem, dailyCreditLimitOf, leadCaptureOf, leadConsentTextOf } from "./agent.entity";
import { chatAnswersCounter, chatCreditsCounter, MAX_CHAT_AGENTS_PER_DOMAIN } from "./counters";
import { type ChatDocument, ChatFiles, knowledgePrefix } from "./files";
import { LeadRemoval } from "./leads/removal";
import {
  ChatAgentListInput,
  CreateChatAgentInput,
  DEFAULT_BUTTON_TEXT,
  DEFAULT_COLORS,
  DEFAULT_DAILY_CREDIT_LIMIT,
  DEFAULT_LEAD_CONSENT_TEXT,
  DEFAULT_POSITION,
  type UpdateChatAgent,
  UpdateChatAgentInput,
} from "./schema";
import { websiteNameOf } from "./site-name";
import { domainAgents, siteWidgetAgent, syncSiteWidget } from "./site-widget";
import { agentView, type ChatAgentView } from "./view";

// Runs, the queue and the site watch load when an agent is saved, not with every list and view.
const startKnowledgeBuild: typeof import("./knowledge/start").startKnowledgeBuild = async (...args) =>
  (await import("./knowledge/start")).startKnowledgeBuild(...args);
const registerWatch: typeof import("./knowledge/watch").registerWatch = async (...args) => (await import("./knowledge/watch")).registerWatch(...args);
const unregisterWatch: typeof import("./knowledge/watch").unregisterWatch = async (...args) => (await import("./knowledge/watch")).unregisterWatch(...args);

export const chatAgentNotFound = () => new VisibleError("not_found", "not_found", "Chat agent not found");

const AgentId = v.pipe(v.string(), v.regex(/^chat_[0-9a-z]{26}$/));

const busy = (message: string) => new VisibleError("unavailable", "busy", message);

const nothingToKnow = () => {
  const message = "Add a PDF or use your site's pages so the agent has something to answer from.";
  return new VisibleError("input", "no_knowledge", message, { use_site_pages: message });
};

/** What the form sets, as stored. The optional ones are absent when the agent has no such file. */
interface Settings {
  name: string;
  searchName: string;
  active: boolean;
  activatedAt: number;
  colors: string;
  position: ChatAgentItem["position"];
  introText: string;
  buttonText: string;
  useSitePages: boolean;
  dailyCreditLimit: number;
  leadCapture: boolean;
  leadConsentText: string;
  avatarBotKey?: string;
  avatarUserKey?: string;
  documentKey?: string;
  documentName?: string;
  documentPages?: number;
}

/** How Manage Services shows an agent. */
const serviceStatus = (active: boolean) => (active ? "Active" : "Inactive");

const OPTIONAL_SETTINGS = ["avatarBotKey", "avatarUserKey", "documentKey", "documentName", "documentPages"] as const;

const settingsOf = (agent: ChatAgentItem): Settings => ({
  name: agent.name,
  searchName: agent.searchName,
  active: agent.active,
  activatedAt: agent.activatedAt,
  colors: agent.colors,
  position: agent.position,
  introText: agent.introText,
  buttonText: agent.buttonText,
  useSitePages: agent.useSitePages,
  dailyCreditLimit: dailyCreditLimitOf(agent),
  leadCapture: leadCaptureOf(agent),
  leadConsentText: leadConsentTextOf(agent),
  avatarBotKey: agent.avatarBotKey,
  avatarUserKey: agent.avatarUserKey,
  documentKey: agent.documentKey,
  documentName: agent.documentName,
  documentPages: agent.documentPages,
});

const documentOfAgent = (agent: ChatAgentItem): ChatDocument | undefined =>
  agent.documentKey ? { key: agent.documentKey, name: agent.documentName ?? "", pages: agent.documentPages ?? 0 } : undefined;

/** Left out keeps what there is; null takes it away; a URL must name an upload of this domain. */
async function documentFor(userId: string, domainId: string, url: string | null | undefined, current: ChatDocument | undefined) {
  if (url === undefined) return current;
  if (url === null) return undefined;
  return ChatFiles.documentOf(userId, domainId, url);
}

async function avatarFor(domainId: string, url: string | null | undefined, current: string | undefined, field: string) {
  if (url === undefined) return current;
  if (url === null) return undefined;
  return ChatFiles.avatarOf(domainId, url, field);
}

/** A text left out keeps its value (or takes the default on an add); an emptied one takes the default. */
const textOr = (value: string | undefined, current: string | undefined, fallback: string) => (value === undefined ? (current ?? fallback) : value || fallback);

/** The form's fields over the agent's current settings (none on an add), checked and with its files looked up. */
async function settingsFrom(input: UpdateChatAgent, domain: DomainItem, previous?: ChatAgentItem): Promise<Settings> {
  const { userId, domainId } = domain;
  const document = await documentFor(userId, domainId, input.document_url, previous && documentOfAgent(previous));
  const avatarBotKey = await avatarFor(domainId, input.avatar_bot, previous?.avatarBotKey, "avatar_bot");
  const avatarUserKey = await avatarFor(domainId, input.avatar_user, previous?.avatarUserKey, "avatar_user");
  const useSitePages = input.use_site_pages ?? previous?.useSitePages ?? true;
  if (!document && !useSitePages) throw nothingToKnow();
  const active = input.status ? input.status === "active" : (previous?.active ?? true);
  return {
    name: input.name,
    searchName: input.name.toLowerCase(),
    active,
    // The newest agent made active is the one the site shows.
    activatedAt: previous && (previous.active || !active) ? previous.activatedAt : Date.now(),
    colors: input.colors ?? previous?.colors ?? DEFAULT_COLORS,
    position: input.position ?? previous?.position ?? DEFAULT_POSITION,
    introText: textOr(input.intro_text, previous?.introText, `Welcome to ${websiteNameOf(domain)}! How can I help you today?`),
    buttonText: textOr(input.button_text, previous?.buttonText, DEFAULT_BUTTON_TEXT),
    useSitePages,
    dailyCreditLimit: input.daily_credit_limit ?? previous?.dailyCreditLimit ?? DEFAULT_DAILY_CREDIT_LIMIT,
    leadCapture: input.lead_capture ?? (previous ? leadCaptureOf(previous) : true),
    leadConsentText: textOr(input.lead_consent_text, previous?.leadConsentText, DEFAULT_LEAD_CONSENT_TEXT),
    avatarBotKey,
    avatarUserKey,
    documentKey: document?.key,
    documentName: document?.name,
    documentPages: document?.pages,
  };
}

/** Writes settings whole: a file the settings no longer have is removed from the item. */
async function writeSettings(agent: ChatAgentItem, settings: Settings, knowledge: Partial<Pick<ChatAgentItem, "knowledgeStatus" | "knowledgeRunId">> = {}) {
  const absent = OPTIONAL_SETTINGS.filter((name) => settings[name] === undefined);
  const present = Object.fromEntries(Object.entries({ ...settings, ...knowledge }).filter(([, value]) => value !== undefined));
  const result = await runTransaction(
    { ChatAgentEntity, ServiceEntryEntity },
    (entities) => {
      const patch = entities.ChatAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId }).set(present);
      return [
        (absent.length ? patch.remove(absent) : patch).commit(),
        ServiceEntries.change(entities, agent.userId, agent.agentId, { name: settings.name, status: serviceStatus(settings.active) }),
      ];
    },
    { names: ["agent"], retry: { busy: "Failed to save chat agent." } },
  );
  // Removed meanwhile.
  if (!result.ok) throw chatAgentNotFound();
}

/** Removes the agent's item with its service count and its own counters. */
function deleteRecord(agent: ChatAgentItem) {
  const { userId, domainId, agentId } = agent;
  return runTransaction(
    { ChatAgentEntity, CounterEntity, ServiceEntryEntity },
    (entities) => [
      entities.ChatAgentEntity.delete({ userId, agentId })
        .where((attr, op) => op.exists(attr.agentId))
        .commit(),
      Counter.change(entities, userId, serviceCounter(domainId, "chat"), -1),
      entities.CounterEntity.delete({ userId, name: chatAnswersCounter(domainId, agentId) }).commit(),
      entities.CounterEntity.delete({ userId, name: chatCreditsCounter(domainId, agentId) }).commit(),
      ServiceEntries.remove(entities, userId, agentId),
    ],
    { names: ["agent"] },
  );
}

/** Removes the files among `keys` that no agent of the domain uses any more (an upload may serve more than one). */
async function removeUnusedFiles(userId: string, domainId: string, keys: Array<string | undefined>) {
  const agents = await domainAgents(userId, domainId);
  const used = new Set(agents.flatMap((agent) => [agent.documentKey, agent.avatarBotKey, agent.avatarUserKey]));
  for (const key of new Set(keys)) {
    if (!key || used.has(key)) continue;
    if (key.endsWith(".pdf")) await ChatFiles.removeDocument(key);
    else await Media.removePrefix(key);
  }
}

/** Whether the agent's last build was the paid reading of its PDF: retrying it after a failure (its credits went back) is paid again. */
async function lastBuildPaid(agent: ChatAgentItem) {
  if (!agent.knowledgeRunId) return false;
  const { data } = await RunEntity.get({ userId: agent.userId, runId: agent.knowledgeRunId }).go();
  return (data?.creditsEstimated ?? 0) > 0;
}

/** Views of some of a domain's agents, with their counts and which of them the site shows. */
async function viewsOf(domain: DomainItem, agents: ChatAgentItem[]): Promise<ChatAgentView[]> {
  if (agents.length === 0) return [];
  const names = agents.flatMap((agent) => [chatAnswersCounter(agent.domainId, agent.agentId), chatCreditsCounter(agent.domainId, agent.agentId)]);
  const [counts, all] = await Promise.all([Counter.readMany(domain.userId, names), domainAgents(domain.userId, domain.domainId)]);
  const shown = siteWidgetAgent(all)?.agentId;
  return agents.map((agent) =>
    agentView(agent, {
      blogName: domain.domainName,
      answers: counts.get(chatAnswersCounter(agent.domainId, agent.agentId)) ?? 0,
      credits: counts.get(chatCreditsCounter(agent.domainId, agent.agentId)) ?? 0,
      siteWidget: agent.agentId === shown,
    }),
  );
}

export namespace ChatAgent {
  /** The signed-in user's agent, or 404: another user's id looks exactly like a missing one. */
  export async function load(agentId: string, userId = useUserId()): Promise<ChatAgentItem> {
    if (!v.is(AgentId, agentId)) throw chatAgentNotFound();
    const { data } = await ChatAgentEntity.get({ userId, agentId }).go({ consistent: true });
    if (!data) throw chatAgentNotFound();
    return data;
  }

  async function view(agentId: string, userId: string) {
    const agent = await load(agentId, userId);
    const [result] = await viewsOf(await Site.load(agent.domainId, userId), [agent]);
    return result!;
  }

  export async function get(agentId: string) {
    return view(agentId, useUserId());
  }

  /**
   * Adds an agent to one of the user's domains and starts building its knowledge (paid when it
   * reads a PDF). The domain's chat service count moves in the same transaction, which also holds
   * the per-domain limit and fails if the domain was removed meanwhile. A build that cannot start
   * (no credits) takes the agent away again.
   */
  export const create = fn(CreateChatAgentInput, async (input) => {
    const userId = useUserId();
    const domain = await Site.load(input.blog_id, userId);
    const { domainId } = domain;
    const settings = await settingsFrom(input, domain);
    const agentId = createId("chatAgent");
    const createdAt = Date.now();
    const result = await runTransaction(
      { DomainEntity, CounterEntity, ChatAgentEntity, ServiceEntryEntity },
      (entities) => [
        entities.DomainEntity.check({ userId, domainId })
          .where((attr, op) => op.exists(attr.domainId))
          .commit(),
        entities.CounterEntity.update({ userId, name: serviceCounter(domainId, "chat") })
          .add({ count: 1 })
          .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, MAX_CHAT_AGENTS_PER_DOMAIN)}`)
          .commit(),
        entities.ChatAgentEntity.create({ userId, agentId, domainId, widgetKey: createId("widget"), ...settings, createdAt }).commit(),
        ServiceEntries.add(entities, {
          userId,
          domainId,
          id: agentId,
          name: settings.name,
          type: "Chat Agent",
          status: serviceStatus(settings.active),
          createdAt,
          link: `/add-service/edit-chat-agent/${agentId}`,
          chatBotsId: agentId,
        }),
      ],
      // Agents added at once contend for the domain's counter.
      { names: ["domain", "limit"], retry: { busy: "Failed to save chat agent.", attempts: 4 } },
    );
    if (!result.ok && result.failed.includes("domain")) throw domainNotFound();
    if (!result.ok) throw new VisibleError("conflict", "limit_reached", `A domain can have at most ${MAX_CHAT_AGENTS_PER_DOMAIN} chat agents.`);
    const agent = await load(agentId, userId);
    let run;
    try {
      run = await startKnowledgeBuild(agent, { charge: Boolean(settings.documentKey), trigger: "saved" });
    } catch (error) {
      await deleteRecord(agent);
      throw error;
    }
    await registerWatch(agent);
    if (agent.active) await syncSiteWidget(userId, domainId);
    return { data: await view(agentId, userId), run };
  });

  /**
   * One domain's agents, newest first. Search matches anywhere in the name. The unfiltered total
   * is the domain's chat service counter; a filtered one counts the matching range.
   */
  export const list = fn(ChatAgentListInput, async ({ domainId, page, limit, search, status }) => {
    const userId = useUserId();
    const domain = await Site.load(domainId, userId);
    const term = search.toLowerCase();
    const filter = status === "all" ? "" : status;
    const query = ChatAgentEntity.query.byDomain({ userId, domainId: domain.domainId }).where((attr, op) => {
      const clauses: string[] = [];
      if (term) clauses.push(op.contains(attr.searchName, term));
      if (filter === "paused") clauses.push(op.eq(attr.active, false));
      if (filter === "generating") clauses.push(`${op.eq(attr.active, true)} AND ${op.eq(attr.knowledgeStatus, "generating")}`);
      if (filter === "active") clauses.push(`${op.eq(attr.active, true)} AND ${op.ne(attr.knowledgeStatus, "generating")}`);
      return clauses.join(" AND ");
    });
    const filtered = Boolean(term || filter);
    const result = await listPage({
      query,
      entity: ChatAgentEntity,
      page,
      limit,
      total: filtered ? undefined : await Counter.read(userId, serviceCounter(domain.domainId, "chat")),
    });
    return { data: await viewsOf(domain, result.data), pagination: result.pagination };
  });

  /**
   * A saved agent's widget shows the new settings at once in this process (others keep theirs for
   * their cache's 30 seconds); a paused or removed one gives back the credits set aside for its
   * conversations.
   */
  async function refreshWidget(agent: ChatAgentItem, stopped: boolean) {
    (await import("./widget")).ChatWidget.forget(agent.widgetKey);
    if (stopped) await (await import("./meter")).ChatMeter.settleAgent(agent);
  }

  /**
   * Saves the form. A new or removed PDF, or a change to using the site's pages, rebuilds the
   * knowledge (paid only for a new PDF), and so does saving an agent whose last build failed;
   * when that cannot start (no credits), the agent is put back as it was and the error goes to
   * the owner, whose form still holds what they typed.
   */
  export const update = fn(UpdateChatAgentInput, async (input, agentId: string) => {
    const previous = await load(agentId);
    const { userId, domainId } = previous;
    const domain = await Site.load(domainId, userId);
    const settings = await settingsFrom(input, domain, previous);
    const documentChanged = settings.documentKey !== previous.documentKey;
    const retry = previous.knowledgeStatus === "failed";
    const rebuild = documentChanged || retry || settings.useSitePages !== previous.useSitePages;
    const charge = Boolean(settings.documentKey) && (documentChanged || (retry && (await lastBuildPaid(previous))));
    await writeSettings(previous, settings);
    let run = null;
    if (rebuild) {
      try {
        run = await startKnowledgeBuild(await load(agentId, userId), { charge, trigger: "saved" });
      } catch (error) {
        await writeSettings(previous, settingsOf(previous), { knowledgeStatus: previous.knowledgeStatus, knowledgeRunId: previous.knowledgeRunId });
        throw error;
      }
    }
    await registerWatch(previous);
    await refreshWidget(previous, !settings.active);
    if (settings.active !== previous.active) await syncSiteWidget(userId, domainId);
    await removeUnusedFiles(userId, domainId, [previous.documentKey, previous.avatarBotKey, previous.avatarUserKey]);
    return { data: await view(agentId, userId), run };
  });

  /** Removes the agent, its knowledge and the files no other agent uses; the site stops showing it. */
  export async function remove(agentId: string) {
    const agent = await load(agentId);
    const { userId, domainId } = agent;
    const result = await deleteRecord(agent);
    if (!result.ok && result.failed.includes("agent")) throw chatAgentNotFound();
    if (!result.ok) throw busy("Failed to delete chat agent.");
    await unregisterWatch(agent);
    await refreshWidget(agent, true);
    await Media.removePrefix(knowledgePrefix(userId, agent.agentId));
    await LeadRemoval.ofAgent(agent);
    await removeUnusedFiles(userId, domainId, [agent.documentKey, agent.avatarBotKey, agent.avatarUserKey]);
    if (agent.active) await syncSiteWidget(userId, domainId);
    return { id: agent.agentId };
  }
}
