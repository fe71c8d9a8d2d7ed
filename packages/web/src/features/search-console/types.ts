import type { InferResponseType } from "hono/client";
import type { api } from "../../lib/api";

type Link = (typeof api.domain)[":id"]["search-console"];

/** The domain's link to Google Search Console; after consent its property stays null until the owner picks one. */
export type SearchConsoleLink = InferResponseType<Link["$get"], 200>["data"];

/** Google's figures for the domain's pages over a range, beside what the agents spent on each post. */
export type SearchResults = InferResponseType<(typeof api.analytics)[":domainId"]["search"]["$get"], 200>["data"];
export type SearchPost = SearchResults["posts"][number];
export type SearchQueryFigures = SearchPost["top_queries"][number];
export type DecliningPost = SearchResults["declining"][number];
export type QuerySuggestion = SearchResults["suggestions"][number];
