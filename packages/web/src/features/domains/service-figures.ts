import { DOMAINS_QUERY_KEY } from "./domain-queries";
import { SERVICE_COUNTS_QUERY_KEY } from "./service-count-queries";

/** The queries that show a domain's service count: the header's total and the Domains list's rows. */
export const SERVICE_FIGURES = [SERVICE_COUNTS_QUERY_KEY, [...DOMAINS_QUERY_KEY, "list"]] as const;
