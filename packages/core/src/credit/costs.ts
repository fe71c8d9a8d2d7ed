/** What each agent action costs, in credits: each agent declares its prices in the agents' catalog. */
export { CREDIT_COSTS, type CreditAction } from "../agents/catalog";
