import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import type { SearchResults } from "./types";

/** Every Search Console query of a domain starts with this key and the domain, so one invalidation refreshes the link and its figures. */
const SEARCH_CONSOLE_QUERY_KEY = ["search-console"] as const;

const byId = (domainId: string) => ({ param: { id: encodeURIComponent(domainId) } });
const link = api.domain[":id"]["search-console"];

export const searchConsoleKey = (domainId: string) => [...SEARCH_CONSOLE_QUERY_KEY, domainId] as const;

export const searchConsoleQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...searchConsoleKey(domainId), "link"],
    queryFn: ({ signal }) => read(link.$get(byId(domainId), cancelledBy(signal))).then((answer) => answer.data),
  });

/** The properties of the Google account that gave consent, read afresh whenever the choice is shown. */
export const propertiesQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...searchConsoleKey(domainId), "properties"],
    queryFn: ({ signal }) => read(link.properties.$get(byId(domainId), cancelledBy(signal))).then((answer) => answer.data),
    staleTime: 0,
  });

/** Google's figures for the range; the previous range stays on screen while another loads. */
export const searchResultsQueryOptions = (domainId: string, days: number) =>
  queryOptions({
    queryKey: [...searchConsoleKey(domainId), "results", days],
    queryFn: ({ signal }): Promise<SearchResults> =>
      read(
        api.analytics[":domainId"].search.$get({ param: { domainId: encodeURIComponent(domainId) }, query: { days: String(days) } }, cancelledBy(signal)),
      ).then((answer) => answer.data),
    placeholderData: keepPreviousData,
  });

/** Google's consent page for this domain; it comes back to the dashboard when the owner has answered. */
export const connectUrl = (domainId: string) => read(link.connect.$post(byId(domainId))).then((answer) => answer.data.url);

/** Picks the property; one that does not cover the domain answers 400 with the reason. */
export const saveProperty = (domainId: string, property: string) => read(link.$put({ ...byId(domainId), json: { property } }));

export const disconnect = (domainId: string) => read(link.$delete(byId(domainId)));

/** Starts a free sync run, answered as the run, to be followed until it finishes. */
export const syncNow = (domainId: string) => read(link.sync.$post(byId(domainId))).then((answer) => answer.data);
