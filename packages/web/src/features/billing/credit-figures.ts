import type { CreditSummary } from "@sitecrew/core/credit/schema";

/**
 * What the account held before the window (available, reserved and held then): what makes the
 * window's figures add up to the balance, since balance = earlier + added - spent - reserved - held.
 */
export const carriedOver = (summary: CreditSummary): number => summary.balance + summary.spent_30d + summary.reserved + summary.held - summary.added_30d;
