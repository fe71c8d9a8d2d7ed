import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";
import type { ServiceCount } from "./service-counts";

const path = (area: string, domainId: string) => `/${area}/${encodeURIComponent(domainId)}`;

export const serviceCountsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: ["services-count", domainId],
    queryFn: ({ signal }) =>
      api<{ data: ServiceCount[] }>(path("services-count", domainId), { signal }).then((answer) => answer.data ?? []),
  });

export const blogContentsCountQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: ["blog-contents-count", domainId],
    queryFn: ({ signal }) =>
      api<{ data: number }>(path("blog-contents-count", domainId), { signal }).then((answer) => answer.data ?? 0),
  });

export const socialContentsCountQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: ["social-media-contents-count", domainId],
    queryFn: ({ signal }) =>
      api<{ data: number }>(path("social-media-contents-count", domainId), { signal }).then((answer) => answer.data ?? 0),
  });
