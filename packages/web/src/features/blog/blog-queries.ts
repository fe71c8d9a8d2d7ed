import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, messageOf, read } from "../../lib/api";
import type { AgentFilter, ContentFilter } from "./blog-search";

/** Every blog agent query starts with this key, so one invalidation refreshes lists and details. */
export const BLOG_AGENTS_QUERY_KEY = ["blog-agents"] as const;
export const BLOG_CONTENT_QUERY_KEY = ["blog-content"] as const;
export const REFERENCE_QUERY_KEY = ["blog-reference"] as const;

export const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });
export const byDomain = (domainId: string) => ({ param: { domainId: encodeURIComponent(domainId) } });

/** A reference list that failed says which one, in the spec's words, with the server's reason after it. */
export const named = <T>(what: string, call: Promise<{ data: T }>): Promise<T> =>
  call.then(
    (answer) => answer.data,
    (error: unknown) => {
      throw new Error(`Failed to get ${what}. ${messageOf(error, "")}`.trim(), { cause: error });
    },
  );

/** One page of the domain's agents; the previous page stays on screen while the next one loads. */
export const blogAgentsQueryOptions = (domainId: string, page: number, limit: number, search: string | undefined, status: AgentFilter | undefined) =>
  queryOptions({
    queryKey: [...BLOG_AGENTS_QUERY_KEY, "list", { domainId, page, limit, search: search ?? "", status: status ?? "" }],
    queryFn: ({ signal }) =>
      read(api["blog-agent"].$get({ query: { domainId, page: String(page), limit: String(limit), search: search || undefined, status } }, cancelledBy(signal))),
    placeholderData: keepPreviousData,
  });

const fetchBlogAgent = (id: string, signal?: AbortSignal) => read(api["blog-agent"][":id"].$get(byId(id), cancelledBy(signal))).then((answer) => answer.data);

export type BlogAgent = Awaited<ReturnType<typeof fetchBlogAgent>>;

export const blogAgentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...BLOG_AGENTS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => fetchBlogAgent(id, signal),
  });

/** One page of the posts an agent made. */
export const blogContentQueryOptions = (agentId: string, page: number, limit: number, search: string | undefined, status: ContentFilter | undefined) =>
  queryOptions({
    queryKey: [...BLOG_CONTENT_QUERY_KEY, agentId, { page, limit, search: search ?? "", status: status ?? "" }],
    queryFn: ({ signal }) =>
      read(
        api["blog-content"][":id"].$get(
          { ...byId(agentId), query: { page: String(page), limit: String(limit), search: search || undefined, status } },
          cancelledBy(signal),
        ),
      ),
    placeholderData: keepPreviousData,
  });

// Lists that only change with a release are kept for the whole visit.
const fixed = { staleTime: Infinity } as const;

export const timezonesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "timezones"],
    queryFn: ({ signal }) => named("timezones", read(api.reference.timezones.$get(undefined, cancelledBy(signal)))),
    ...fixed,
  });

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "languages"],
    queryFn: ({ signal }) => named("Language", read(api.reference.Languages.$get(undefined, cancelledBy(signal)))),
    ...fixed,
  });

export const frequenciesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "frequencies"],
    queryFn: ({ signal }) => named("frequency options", read(api["frequency-options"].$get(undefined, cancelledBy(signal)))),
    ...fixed,
  });

export const writingStylesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "writing-styles"],
    queryFn: ({ signal }) => named("writing styles", read(api.reference["writing-styles"].$get(undefined, cancelledBy(signal)))),
  });

/** What the agent form needs from SiteCrew itself, for a page's loader; the site's own lists load in the form. */
export const ensureBlogFormData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(timezonesQueryOptions()),
    queryClient.ensureQueryData(languagesQueryOptions()),
    queryClient.ensureQueryData(frequenciesQueryOptions()),
    queryClient.ensureQueryData(writingStylesQueryOptions()),
  ]);
