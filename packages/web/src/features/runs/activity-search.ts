import { parsePageSearch, type PageSearch } from "../../lib/pagination";

export const RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** The kinds of run there are so far, as the filter names them. */
export const RUN_KINDS = {
  blog: "Blog post",
  chat_knowledge: "Chat knowledge",
  social_video: "Social video",
  instagram_publish: "Instagram Reel",
  seo_audit: "SEO audit",
  blog_optimization: "Blog optimization",
} as const;
export type RunKind = keyof typeof RUN_KINDS;

export interface RunFilters {
  kind?: RunKind;
  status?: RunStatus;
}

export type ActivitySearch = PageSearch & RunFilters;

const isKind = (value: unknown): value is RunKind => typeof value === "string" && Object.hasOwn(RUN_KINDS, value);
const isStatus = (value: unknown): value is RunStatus => RUN_STATUSES.some((status) => status === value);

/** The Activity page's `validateSearch`: paging plus a kind and a status, each dropped when it is not one we know. */
export function parseActivitySearch(search: Record<string, unknown>): ActivitySearch {
  return {
    ...parsePageSearch(search),
    kind: isKind(search.kind) ? search.kind : undefined,
    status: isStatus(search.status) ? search.status : undefined,
  };
}
