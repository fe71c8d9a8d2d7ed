import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import { isInFlight } from "./content-rules";
import type { SocialAgentFilter, SocialContentStatus } from "./social-search";

/** Every social agent query starts with this key, so one invalidation refreshes lists, details and videos. */
export const SOCIAL_AGENTS_QUERY_KEY = ["social-agents"] as const;
/** While a video is being made or sent, its list (and the agents') looks again this often. */
export const VIDEO_POLL_MS = 3000;

export const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });

/** One page of the domain's social agents; the previous page stays on screen while the next one loads. */
export const socialAgentsQueryOptions = (domainId: string, page: number, limit: number, search: string | undefined, status: SocialAgentFilter | undefined) =>
  queryOptions({
    queryKey: [...SOCIAL_AGENTS_QUERY_KEY, "list", { domainId, page, limit, search: search ?? "", status: status ?? "" }],
    queryFn: ({ signal }) =>
      read(
        api["social-agent"].$get({ query: { domainId, page: String(page), limit: String(limit), search: search || undefined, status } }, cancelledBy(signal)),
      ),
    placeholderData: keepPreviousData,
    // Lists key their rows by `id`.
    select: (answer) => ({ ...answer, data: answer.data.map((agent) => ({ ...agent, id: agent.bot_id })) }),
    // A generating agent turns active again on its own: the list follows it until none is left.
    refetchInterval: (query) => (query.state.data?.data.some((agent) => agent.list_status === "generating") ? VIDEO_POLL_MS : false),
  });

const fetchSocialAgent = (id: string, signal?: AbortSignal) =>
  read(api["social-agent"][":id"].$get(byId(id), cancelledBy(signal))).then((answer) => answer.data);

export type SocialAgent = Awaited<ReturnType<typeof fetchSocialAgent>>;

export const socialAgentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...SOCIAL_AGENTS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => fetchSocialAgent(id, signal),
  });

/** The narrators on offer; the catalogue changes only with a release. */
export const voicesQueryOptions = () =>
  queryOptions({
    queryKey: ["agent-voices"],
    queryFn: ({ signal }) => read(api["agent-voices"].$get(undefined, cancelledBy(signal))).then((answer) => answer.data),
    staleTime: Infinity,
  });

/** The sound beds under a video; each previews from `/styles/<name>.mp3`. */
export const stylesQueryOptions = () =>
  queryOptions({
    queryKey: ["social-styles"],
    queryFn: ({ signal }) => read(api["social-agent"].styles.$get(undefined, cancelledBy(signal))).then((answer) => answer.data),
    staleTime: Infinity,
  });

/** The models with their price and renderer, the languages, and the site's own language, for one agent's form. */
export const generateOptionsQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: [...SOCIAL_AGENTS_QUERY_KEY, "generate-options", agentId],
    queryFn: ({ signal }) => read(api["social-agent"][":id"]["generate-options"].$get(byId(agentId), cancelledBy(signal))).then((answer) => answer.data),
  });

export type GenerateOptions = Awaited<ReturnType<NonNullable<ReturnType<typeof generateOptionsQueryOptions>["queryFn"]>>>;

/** The site's published posts that match the search, for the post picker. */
export const agentPostsQueryOptions = (agentId: string, search: string) =>
  queryOptions({
    queryKey: [...SOCIAL_AGENTS_QUERY_KEY, "posts", agentId, search],
    queryFn: ({ signal }) =>
      read(api["social-agent"][":id"].posts.$get({ ...byId(agentId), query: { search: search || undefined } }, cancelledBy(signal))).then(
        (answer) => answer.data,
      ),
    // The last results stay while a new search loads.
    placeholderData: (previous) => previous,
  });

/** One page of an agent's videos, newest first; while any is in flight the page looks again every 3 s. */
export const socialContentsQueryOptions = (agentId: string, page: number, limit: number, search: string | undefined, status: SocialContentStatus | undefined) =>
  queryOptions({
    queryKey: [...SOCIAL_AGENTS_QUERY_KEY, "contents", agentId, { page, limit, search: search ?? "", status: status ?? "" }],
    queryFn: ({ signal }) =>
      read(
        api["social-agent"][":id"].content.$get(
          { ...byId(agentId), query: { page: String(page), limit: String(limit), search: search || undefined, status } },
          cancelledBy(signal),
        ),
      ),
    placeholderData: keepPreviousData,
    select: (answer) => ({ ...answer, data: answer.data.map((content) => ({ ...content, id: content.content_id })) }),
    refetchInterval: (query) => (query.state.data?.data.some((content) => isInFlight(content.status)) ? VIDEO_POLL_MS : false),
  });

export type SocialContent = Awaited<ReturnType<NonNullable<ReturnType<typeof socialContentsQueryOptions>["queryFn"]>>>["data"][number];

/** What publishing one video to Instagram costs, from the price list every paid screen reads. */
export const publishCostQueryOptions = () =>
  queryOptions({
    queryKey: ["credit-costs"],
    queryFn: ({ signal }) => read(api.credits.costs.$get(undefined, cancelledBy(signal))).then((answer) => answer.data),
    select: (costs) => costs.find((cost) => cost.action === "instagram_publish")?.credits ?? null,
    staleTime: Infinity,
  });

/** The caption proposed for publishing a video: a hook from its post, the post's link and hashtags from its keywords. */
export const captionQueryOptions = (contentId: string) =>
  queryOptions({
    queryKey: [...SOCIAL_AGENTS_QUERY_KEY, "caption", contentId],
    queryFn: ({ signal }) => read(api["social-content"][":id"].caption.$get(byId(contentId), cancelledBy(signal))).then((answer) => answer.data),
    // The proposal is a starting point the owner edits: it is not fetched again under their hands.
    staleTime: Infinity,
  });
