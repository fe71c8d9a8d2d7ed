/** The spec's texts for the SEO auditor's pages. */
export const FETCH_AUDITORS_FAILED = "blog-auditor";
export const FETCH_RESULT_FAILED_TITLE = "Failed to get blog auditor result";
export const FETCH_CONTENT_FAILED_MESSAGE = "Failed to get content.";
export const ADD_AUDITOR_FAILED_MESSAGE = "Failed to add blog agent.";
export const OLDER_FORM_REQUIRED_MESSAGE = "Please fill in the auditor name and select at least one piece of content.";
export const NAME_REQUIRED_MESSAGE = "Name is required";
export const COMPETITOR_RANGE_MESSAGE = "Choose between 1 and 10 competitors";
export const CONTENT_REQUIRED_MESSAGE = "Select at least one page or post to analyze";
export const STILL_RUNNING_MESSAGE = "This audit is still running.";
