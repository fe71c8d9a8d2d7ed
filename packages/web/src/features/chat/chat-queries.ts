import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import type { ChatFilter } from "./chat-search";

/** Every chat agent query starts with this key, so one invalidation refreshes lists, details and conversations. */
export const CHAT_AGENTS_QUERY_KEY = ["chat-agents"] as const;
/** While an agent reads its knowledge, its list and page look again this often. */
export const KNOWLEDGE_POLL_MS = 3000;

export const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });

/** One page of the domain's chat agents; the previous page stays on screen while the next one loads. */
export const chatAgentsQueryOptions = (domainId: string, page: number, limit: number, search: string | undefined, status: ChatFilter | undefined) =>
  queryOptions({
    queryKey: [...CHAT_AGENTS_QUERY_KEY, "list", { domainId, page, limit, search: search ?? "", status: status ?? "" }],
    queryFn: ({ signal }) =>
      read(api["chat-agent"].$get({ query: { domainId, page: String(page), limit: String(limit), search: search || undefined, status } }, cancelledBy(signal))),
    placeholderData: keepPreviousData,
    // Lists key their rows by `id`.
    select: (answer) => ({ ...answer, data: answer.data.map((agent) => ({ ...agent, id: agent.bot_id })) }),
    // A generating agent turns active (or paused) on its own: the list follows it until none is left.
    refetchInterval: (query) => (query.state.data?.data.some((agent) => agent.list_status === "generating") ? KNOWLEDGE_POLL_MS : false),
  });

const fetchChatAgent = (id: string, signal?: AbortSignal) => read(api["chat-agent"][":id"].$get(byId(id), cancelledBy(signal))).then((answer) => answer.data);

export type ChatAgent = Awaited<ReturnType<typeof fetchChatAgent>>;

export const chatAgentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CHAT_AGENTS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => fetchChatAgent(id, signal),
    refetchInterval: (query) => (query.state.data?.knowledge.status === "generating" ? KNOWLEDGE_POLL_MS : false),
  });

/** One page of an agent's conversations, newest first. */
export const conversationsQueryOptions = (agentId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...CHAT_AGENTS_QUERY_KEY, "conversations", agentId, { page, limit }],
    queryFn: ({ signal }) =>
      read(api["chat-agent"][":id"].conversations.$get({ ...byId(agentId), query: { page: String(page), limit: String(limit) } }, cancelledBy(signal))),
    placeholderData: keepPreviousData,
  });

const fetchConversation = (agentId: string, conversationId: string, signal?: AbortSignal) =>
  read(
    api["chat-agent"][":id"].conversations[":conversationId"].$get(
      { param: { id: encodeURIComponent(agentId), conversationId: encodeURIComponent(conversationId) } },
      cancelledBy(signal),
    ),
  ).then((answer) => answer.data);

export const conversationQueryOptions = (agentId: string, conversationId: string) =>
  queryOptions({
    queryKey: [...CHAT_AGENTS_QUERY_KEY, "conversation", agentId, conversationId],
    queryFn: ({ signal }) => fetchConversation(agentId, conversationId, signal),
  });

/** What reading a new PDF costs, from the price list every paid screen reads; it changes only with a release. */
export const chatSetupCostQueryOptions = () =>
  queryOptions({
    queryKey: ["credit-costs"],
    queryFn: ({ signal }) => read(api.credits.costs.$get(undefined, cancelledBy(signal))).then((answer) => answer.data),
    select: (costs) => costs.find((cost) => cost.action === "chat_agent_setup")?.credits ?? null,
    staleTime: Infinity,
  });
