import { queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

const param = (domainId: string) => ({ param: { domainId: encodeURIComponent(domainId) } });

export const serviceCountsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: ["services-count", domainId],
    queryFn: ({ signal }) =>
      read(api["services-count"][":domainId"].$get(param(domainId), cancelledBy(signal))).then((answer) => answer.data ?? []),
  });

export const blogContentsCountQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: ["blog-contents-count", domainId],
    queryFn: ({ signal }) =>
      read(api["blog-contents-count"][":domainId"].$get(param(domainId), cancelledBy(signal))).then((answer) => answer.data ?? 0),
  });

export const socialContentsCountQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: ["social-media-contents-count", domainId],
    queryFn: ({ signal }) =>
      read(api["social-media-contents-count"][":domainId"].$get(param(domainId), cancelledBy(signal))).then((answer) => answer.data ?? 0),
  });
