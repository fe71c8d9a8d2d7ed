/** The spec's texts for the blog optimization agent's page. */
export const NOTHING_SELECTED_MESSAGE = "Please select at least one content item to optimize.";
export const OPTIMIZE_FAILED_MESSAGE = "Failed to optimize blog.";
export const FETCH_TITLES_FAILED_MESSAGE = "Failed to get titles.";
export const NO_CONTENT_MATCH_MESSAGE = "No content found matching your search";
