import { Resource } from "sst";
import { limits, Throttle, type ThrottleScope } from "../throttle";
import { VisibleError } from "../error";
import { clientKey } from "../net/client-key";
import { DomainEntity } from "../site/domain.entity";
import type { DomainItem } from "../site/view";
import { fn } from "../util/fn";
import { ChatAgentEntity, type ChatAgentItem, leadCaptureOf, leadConsentTextOf } from "./agent.entity";
import { asksForPerson } from "./leads/asks-for-person";
import { fileUrl } from "./file-url";
import { answerFromKnowledge, ChatMeter, hashSession } from "./meter";
import { isSiteOrigin, originNotAllowed } from "./origins";
import { websiteNameOf } from "./site-name";
import { chatUnavailable } from "./unavailable";
import { WidgetMessageInput } from "./widget-schema";

export { WidgetMessageInput } from "./widget-schema";

const WIDGET_KEY = /^wgt_[0-9a-z]{26}$/;
const CACHE_MS = 30_000;
const CACHE_ENTRIES = 1000;

export interface Widget {
  agent: ChatAgentItem;
  domain: DomainItem;
}

const cache = new Map<string, { at: number; widget: Widget | null }>();

export const widgetNotFound = () => new VisibleError("not_found", "widget_not_found", "This chat is not available.");

export const knowledgeNotReady = () => new VisibleError("conflict", "knowledge_not_ready", "The agent is still reading its knowledge. Try again in a moment.");

/** Too many messages; `retryAfter` is the seconds until the window that refused it ends. */
export class ChatRateLimited extends VisibleError {
  constructor(public readonly retryAfter: number) {
    super("rate_limit", "rate_limited", "You are sending messages too quickly. Please wait a moment.");
  }
}

async function lookUp(widgetKey: string): Promise<Widget | null> {
  const { data } = await ChatAgentEntity.query.byWidget({ widgetKey }).go();
  const agent = data[0];
  if (!agent) return null;
  const { data: domain } = await DomainEntity.get({ userId: agent.userId, domainId: agent.domainId }).go();
  return domain ? { agent, domain } : null;
}

/** Counts the message against one limit; past it, refuses with the seconds until its window ends. */
async function limit(scope: ThrottleScope, ...parts: string[]) {
  const key = Throttle.key(scope, ...parts);
  if ((await Throttle.hit(key)) <= limits[scope].max) return;
  const { resetsAt } = await Throttle.count(key);
  throw new ChatRateLimited(Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000)));
}

/**
 * Counts a message against its session's, its agent's and (when known) its address's allowance
 * (an IPv6 address's by its /64); the widget's visitors and the owner's Try chat share the agent's.
 */
export async function limitMessage(agent: Pick<ChatAgentItem, "agentId">, session: string, address?: string) {
  await Promise.all([
    limit("chatSession", agent.agentId, hashSession(session)),
    limit("chatAgent", agent.agentId),
    ...(address ? [limit("chatAddress", agent.agentId, clientKey(address))] : []),
  ]);
}

/** An answer can be given once the agent has knowledge to read; a first build still running has none. */
export function assertCanAnswer(agent: ChatAgentItem) {
  if (agent.knowledgeStatus === "generating" && !agent.knowledgeKey) throw knowledgeNotReady();
}

const absolute = (key: string | undefined) => (key ? `${Resource.Site.url.replace(/\/$/, "")}${fileUrl(key)}` : null);

/** The public side of a chat agent: what the widget on the owner's site reads and sends, by the agent's widget key. */
export namespace ChatWidget {
  /**
   * The agent and its domain behind a widget key, paused or not. Kept in memory for 30 seconds, so
   * a page full of visitors costs one lookup; a paused agent stops answering within that time.
   */
  export async function find(widgetKey: string, now = Date.now()): Promise<Widget> {
    if (!WIDGET_KEY.test(widgetKey)) throw widgetNotFound();
    const hit = cache.get(widgetKey);
    let widget = hit && now - hit.at < CACHE_MS ? hit.widget : undefined;
    if (widget === undefined) {
      widget = await lookUp(widgetKey);
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(widgetKey, { at: now, widget });
    }
    if (!widget) throw widgetNotFound();
    return widget;
  }

  /** Drops a widget from the cache: this process paused, changed or deleted its agent. */
  export function forget(widgetKey: string) {
    cache.delete(widgetKey);
  }

  /** The origin to answer with CORS, when the request comes from the domain's own website; else a 403. */
  export function allowedOrigin(widget: Widget, origin: string | undefined): string {
    if (!isSiteOrigin(widget.domain.domainName, origin)) throw originNotAllowed();
    return origin;
  }

  /** Only an active agent's widget answers; a paused one looks like no widget at all. */
  export function assertActive(widget: Widget) {
    if (!widget.agent.active) throw widgetNotFound();
  }

  export function config({ agent, domain }: Widget) {
    return {
      name: agent.name,
      colors: agent.colors,
      position: agent.position,
      intro_text: agent.introText,
      button_text: agent.buttonText,
      avatar_bot: absolute(agent.avatarBotKey),
      avatar_user: absolute(agent.avatarUserKey),
      site_name: websiteNameOf(domain),
      lead_capture: leadCaptureOf(agent),
      lead_consent_text: leadConsentTextOf(agent),
    };
  }

  /**
   * A visitor's message: rate limited per session, per agent and per address (when known), answered from the agent's
   * knowledge and paid from the owner's credits. When the owner is out of credits, or the agent
   * spent its daily limit, the visitor is told the chat is unavailable, and nothing is generated or charged.
   */
  export const message = fn(WidgetMessageInput, async (input, widget: Widget, address?: string) => {
    const { agent } = widget;
    await limitMessage(agent, input.session, address);
    assertCanAnswer(agent);
    try {
      const reply = await ChatMeter.answer({ agent, channel: "widget", session: input.session, question: input.content }, answerFromKnowledge);
      // The widget then offers to take the question by email.
      const offerLead = leadCaptureOf(agent) && (!reply.grounded || asksForPerson(input.content));
      return { content: reply.content, source: reply.source, sources: reply.sources, offer_lead: offerLead };
    } catch (error) {
      if (error instanceof VisibleError && error.kind === "payment") throw chatUnavailable();
      throw error;
    }
  });
}
