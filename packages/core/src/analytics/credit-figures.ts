import { DomainEntity } from "../site/domain.entity";
import type { Figures, localRange } from "./fold";
import { foldByDay } from "./fold";
import { ACCOUNT_SCOPE, AGENTS } from "./metrics";
import { dailyItems, slotValues } from "./read";

const sum = (figures: Figures, metric: string) => figures[metric] ?? 0;

// Spent = credits kept by finished work: a run's hold once captured, a chat answer's price once recorded; a chat pool's credits not yet answered for are reserved, not spent.
export const spentOf = (figures: Figures): number => AGENTS.reduce((spent, agent) => spent + sum(figures, `credits_${agent}`), 0);

/** Credits the chat paid for answers alone: the agent's spending less its knowledge builds (its runs). */
export const answerCreditsOf = (figures: Figures): number => sum(figures, "credits_chat") - sum(figures, "runs_credits_chat");

/** Credits that came into the account (top-ups and grants, less what refunds took back). */
export const addedOf = (figures: Figures): number => sum(figures, "added");

type Range = ReturnType<typeof localRange>;

/** One scope's counters over a range, added up. */
async function rangeTotals(userId: string, scope: string, range: Range): Promise<Figures> {
  const all: Figures = {};
  const byDay = foldByDay(slotValues(await dailyItems(userId, scope, range.utcFrom, range.utcTo)), range);
  for (const figures of byDay.values()) for (const [metric, value] of Object.entries(figures)) all[metric] = (all[metric] ?? 0) + value;
  return all;
}

/**
 * What the account spent and added over a range, from the same counters Analytics reads: each of
 * its domains' spending and the account's additions. A domain removed takes its counters with it.
 */
export async function accountCredits(userId: string, range: Range) {
  const { data: domains } = await DomainEntity.query.byUser({ userId }).go({ pages: "all", attributes: ["domainId"] });
  const [account, ...perDomain] = await Promise.all([
    rangeTotals(userId, ACCOUNT_SCOPE, range),
    ...domains.map((domain) => rangeTotals(userId, domain.domainId, range)),
  ]);
  return { spent: perDomain.reduce((spent, figures) => spent + spentOf(figures), 0), added: addedOf(account) };
}
