/** The spec's texts for the SEO auditor's pages; the form's own checks read theirs from the API's schema. */
export const FETCH_AUDITORS_FAILED = "blog-auditor";
export const FETCH_RESULT_FAILED_TITLE = "Failed to get blog auditor result";
export const FETCH_CONTENT_FAILED_MESSAGE = "Failed to get content.";
export const ADD_AUDITOR_FAILED_MESSAGE = "Failed to add blog agent.";
export const OLDER_FORM_REQUIRED_MESSAGE = "Please fill in the auditor name and select at least one piece of content.";
