import type { CreateBlogAgent, UpdateBlogAgent } from "@sitecrew/core/blog/schema";
import type { CreateWritingStyle } from "@sitecrew/core/reference/schema";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { ApiError, api, cancelledBy, messageOf, read } from "../../lib/api";
import type { AgentFilter, ContentFilter } from "./blog-search";

/** Every blog agent query starts with this key, so one invalidation refreshes lists and details. */
export const BLOG_AGENTS_QUERY_KEY = ["blog-agents"] as const;
export const BLOG_CONTENT_QUERY_KEY = ["blog-content"] as const;
const REFERENCE_QUERY_KEY = ["blog-reference"] as const;

/** The spec sends the domain's first 10 titles with a new agent. */
const TITLES_SENT = 10;

const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });
const byDomain = (domainId: string) => ({ param: { domainId: encodeURIComponent(domainId) } });

/** A reference list that failed says which one, in the spec's words, with the server's reason after it. */
const named = <T>(what: string, call: Promise<{ data: T }>): Promise<T> =>
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
      read(
        api["blog-agent"].$get(
          { query: { domainId, page: String(page), limit: String(limit), search: search || undefined, status } },
          cancelledBy(signal),
        ),
      ),
    placeholderData: keepPreviousData,
  });

const fetchBlogAgent = (id: string, signal?: AbortSignal) =>
  read(api["blog-agent"][":id"].$get(byId(id), cancelledBy(signal))).then((answer) => answer.data);

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

export const createBlogAgent = (input: CreateBlogAgent) => read(api["blog-agent"].$post({ json: input })).then((answer) => answer.data);
export const updateBlogAgent = (id: string, input: UpdateBlogAgent) =>
  read(api["blog-agent"][":id"].$put({ ...byId(id), json: input })).then((answer) => answer.data);
export const deleteBlogAgent = (id: string) => read(api["blog-agent"][":id"].$delete(byId(id)));
export const pauseBlogAgent = (id: string) => read(api["blog-agent"][":id"].pause.$post(byId(id))).then((answer) => answer.data);
export const resumeBlogAgent = (id: string) => read(api["blog-agent"][":id"].resume.$post(byId(id))).then((answer) => answer.data);
/** Starts one post at once; answers the queued run (402 when the balance is short). */
export const runBlogAgent = (id: string) => read(api["blog-agent"][":id"].run.$post(byId(id))).then((answer) => answer.data);

export const createWritingStyle = (input: CreateWritingStyle) => read(api["writing-style"].$post({ json: input })).then((answer) => answer.data);

/** The domain's first titles, sent with a new agent so it never repeats them. */
export const fetchFirstTitles = (domainId: string) =>
  named("titles", read(api["blog-agent-reference"][":domainId"].get_title.$get(byDomain(domainId)))).then((titles) =>
    titles.slice(0, TITLES_SENT).map((item) => item.title),
  );

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

export const keywordSuggestionsQueryOptions = (domainId: string, search: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "keywords", domainId, search],
    queryFn: ({ signal }) =>
      named("keywords", read(api.reference.keywords.$get({ query: { id: domainId, search: search || undefined } }, cancelledBy(signal)))),
    placeholderData: keepPreviousData,
  });

/** A site that refused (not connected, not found) answers the same again; only a failure on the way is retried. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 2 && !(error.cause instanceof ApiError && error.cause.status >= 400 && error.cause.status < 500);

/** The site's categories and authors, read through the plugin; kept a minute, as the owner may add one meanwhile. */
export const categoriesQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "categories", domainId],
    queryFn: ({ signal }) => named("categories", read(api["blog-agent-reference"][":domainId"].get_category.$get(byDomain(domainId), cancelledBy(signal)))),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

export const authorsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, "authors", domainId],
    queryFn: ({ signal }) => named("author", read(api["blog-agent-reference"][":domainId"].get_user.$get(byDomain(domainId), cancelledBy(signal)))),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

/** What the agent form needs from SiteCrew itself, for a page's loader; the site's own lists load in the form. */
export const ensureBlogFormData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(timezonesQueryOptions()),
    queryClient.ensureQueryData(languagesQueryOptions()),
    queryClient.ensureQueryData(frequenciesQueryOptions()),
    queryClient.ensureQueryData(writingStylesQueryOptions()),
  ]);
