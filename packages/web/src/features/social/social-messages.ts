/** The spec's texts for the social media agent's pages. */
export const FETCH_VOICES_FAILED_MESSAGE = "Failed to fetch voices.";
export const SAVE_FAILED_MESSAGE = "Failed to save social agent.";
export const FETCH_AGENTS_FAILED_MESSAGE = "Failed to fetch social agents.";
export const FETCH_CONTENTS_FAILED_MESSAGE = "Failed to fetch social contents.";
export const PUBLISH_FAILED_MESSAGE = "Failed to publish to Instagram.";
export const DELETE_AGENT_FAILED_MESSAGE = "Failed to delete social agent.";
export const DELETE_CONTENT_FAILED_MESSAGE = "Failed to delete content.";
export const FETCH_AGENT_FAILED_MESSAGE = "Failed to fetch social agent.";
export const VALIDATION_ERROR_TITLE = "Validation Error";
export { REQUIRED_MESSAGE as VALIDATION_ERROR_MESSAGE } from "@sitecrew/core/social/schema";
export const NO_INSTAGRAM_ACCOUNT_MESSAGE = "Please connect an Instagram account first";
export const CONFIRM_DELETE_CONTENT = "Are you sure you want to delete this content?";
