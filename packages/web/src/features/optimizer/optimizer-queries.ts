import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import { anyProcessing } from "./optimizer-format";
import type { PickablePost } from "./optimizer-picker";
import type { Provider } from "./optimizer-providers";

/** Every optimization query starts with this key, so one invalidation refreshes the list and the posts. */
export const OPTIMIZATIONS_QUERY_KEY = ["blog-optimizations"] as const;
/** While a post is being rewritten, the list looks again this often. */
export const OPTIMIZATION_POLL_MS = 3000;

const fetchOptimizations = (domainId: string, page: number, limit: number, signal?: AbortSignal) =>
  read(api["blog-optimization"].$get({ query: { domainId, page: String(page), limit: String(limit) } }, cancelledBy(signal)));

export type Optimization = Awaited<ReturnType<typeof fetchOptimizations>>["data"]["data"][number];

/** One page of the domain's optimizations, newest first; the previous page stays on screen while the next one loads. */
export const optimizationsQueryOptions = (domainId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...OPTIMIZATIONS_QUERY_KEY, "list", domainId, { page, limit }],
    queryFn: ({ signal }) => fetchOptimizations(domainId, page, limit, signal),
    placeholderData: keepPreviousData,
    select: (answer) => answer.data,
    refetchInterval: (query) => (anyProcessing(query.state.data?.data.data ?? []) ? OPTIMIZATION_POLL_MS : false),
  });

/** The site's published posts (pages are not rewritten), for the modal's list; read afresh each time it opens. */
export const optimizablePostsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...OPTIMIZATIONS_QUERY_KEY, "posts", domainId],
    queryFn: ({ signal }) =>
      read(api.reference.helper[":domainId"].get_content.$get({ param: { domainId: encodeURIComponent(domainId) } }, cancelledBy(signal))).then(
        (answer): PickablePost[] => answer.data.filter((item) => item.type === "post").map(({ id, title }) => ({ id, title })),
      ),
    staleTime: 0,
  });

/** What rewriting one post costs, from the price list every paid screen reads. */
export const optimizationCostQueryOptions = () =>
  queryOptions({
    queryKey: ["credit-costs"],
    queryFn: ({ signal }) => read(api.credits.costs.$get(undefined, cancelledBy(signal))).then((answer) => answer.data),
    select: (costs) => costs.find((cost) => cost.action === "blog_optimization")?.credits ?? null,
    staleTime: Infinity,
  });

/** Starts one run per post; 402 when the balance does not cover them all, and then nothing starts. */
export const startOptimization = (domainId: string, posts: readonly PickablePost[], provider: Provider) =>
  read(api["blog-optimization"].$post({ json: { userDomainId: domainId, selectedContent: posts.map(({ id, title }) => ({ id, title })), provider } }));
