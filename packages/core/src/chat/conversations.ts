import * as v from "valibot";
import { useUserId } from "../actor";
import { listPage } from "../db/list";
import { VisibleError } from "../error";
import { fn } from "../util/fn";
import { PageFields } from "../util/page";
import { ChatAgent } from "./agent";
import { ChatConversationEntity, type ChatConversationItem, ChatMessageEntity, type ChatMessageItem } from "./conversation.entity";

export const conversationNotFound = () => new VisibleError("not_found", "not_found", "Conversation not found");

const ConversationId = v.pipe(v.string(), v.regex(/^conv_[0-9a-z]{26}$/));

const at = (time: number) => new Date(time).toISOString();

function conversationView(item: ChatConversationItem) {
  return {
    id: item.conversationId,
    channel: item.channel,
    started_at: at(item.startedAt),
    last_at: at(item.lastAt),
    answers: item.answers,
    credits: item.credits,
  };
}

const sourceView = (each: { title: string; url?: string; page?: number }) => ({ title: each.title, url: each.url ?? null, page: each.page ?? null });

function messageView(item: ChatMessageItem) {
  const source = item.source ? sourceView(item.source) : null;
  return { role: item.role, content: item.content, source, sources: (item.sources ?? []).map(sourceView), at: at(item.at) };
}

export const ConversationListInput = v.object(PageFields);

/** What visitors (and the owner's Try chat) asked an agent and were answered, kept 30 days. Owner only. */
export namespace ChatConversations {
  /** Newest first. */
  export const list = fn(v.object({ agentId: v.string(), ...PageFields }), async ({ agentId, page, limit }) => {
    const userId = useUserId();
    await ChatAgent.load(agentId, userId);
    const result = await listPage({
      query: ChatConversationEntity.query.byAgent({ userId, agentId }),
      entity: ChatConversationEntity,
      page,
      limit,
    });
    return {
      data: result.data.map((item) => ({ ...conversationView(item), first_question: item.firstQuestion })),
      pagination: result.pagination,
    };
  });

  /** One conversation with its messages, oldest first. */
  export async function get(agentId: string, conversationId: string) {
    const userId = useUserId();
    await ChatAgent.load(agentId, userId);
    if (!v.is(ConversationId, conversationId)) throw conversationNotFound();
    const { data: item } = await ChatConversationEntity.get({ userId, conversationId }).go();
    if (!item || item.agentId !== agentId) throw conversationNotFound();
    const { data: messages } = await ChatMessageEntity.query.byConversation({ conversationId }).go({ pages: "all" });
    return { data: { ...conversationView(item), messages: messages.map(messageView) } };
  }
}
