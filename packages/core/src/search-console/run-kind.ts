/**
 * The platform's own kind of run beside the agents' (a domain's Search Console sync, free, shown in Activity), in a
 * module without imports so the dashboard names it as the agents' catalog names theirs.
 */
export const SEARCH_SYNC_RUN = "search_sync";
export const SEARCH_SYNC_LABEL = "Search Console sync";
