/** The spec's texts for the blog optimization agent's page. */
export { NOTHING_SELECTED as NOTHING_SELECTED_MESSAGE } from "@sitecrew/core/optimize/schema";
export const OPTIMIZE_FAILED_MESSAGE = "Failed to optimize blog.";
export const FETCH_TITLES_FAILED_MESSAGE = "Failed to get titles.";
export const NO_CONTENT_MATCH_MESSAGE = "No content found matching your search";
