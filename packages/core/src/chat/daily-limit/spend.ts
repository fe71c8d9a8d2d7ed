import type { Entity, TransactWriteEntity } from "electrodb";
import { type ChatAgentItem, dailyCreditLimitOf } from "../agent.entity";
import { chatUnavailable } from "../unavailable";
import { ChatDayEntity } from "./day.entity";
import { dayTtl, noticeLimitOnce } from "./notice";
import { type OwnerDay, ownerDay } from "./owner-day";

type Agent = Pick<ChatAgentItem, "userId" | "agentId" | "domainId" | "dailyCreditLimit">;

/** The transaction's view of the day entity, whatever other entities the transaction holds. */
type DayEntities = {
  ChatDayEntity: typeof ChatDayEntity extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;
};

export interface Today extends OwnerDay {
  limit: number;
  /** Credits the agent's answers cost so far today, as last read. */
  spent: number;
}

/** The agent's spending in the owner's current day, against its limit. */
export async function readToday(agent: Agent, now = Date.now()): Promise<Today> {
  const day = await ownerDay(agent, now);
  const { data } = await ChatDayEntity.get({ userId: agent.userId, agentId: agent.agentId, day: day.day }).go({ consistent: true });
  return { ...day, limit: dailyCreditLimitOf(agent), spent: data?.spent ?? 0 };
}

/** What the agent may still spend today, as last read. */
export const allowance = (today: Today) => Math.max(0, today.limit - today.spent);

/**
 * The day's spending as a write for the transaction that records an answer: `price` more, only
 * while that keeps it within the limit. Concurrent answers each commit or fail as a whole, so the
 * day's total is exact and never passes the limit.
 */
export function spendWrite(entities: DayEntities, agent: Pick<Agent, "userId" | "agentId">, today: Today, price: number) {
  return entities.ChatDayEntity.update({ userId: agent.userId, agentId: agent.agentId, day: today.day })
    .add({ spent: price })
    .set({ ttl: dayTtl(today) })
    .where((attr, op) => `${op.notExists(attr.spent)} OR ${op.lte(attr.spent, today.limit - price)}`)
    .commit();
}

/** The agent spent its day's credits: the owner hears of it once that day, the visitor that the chat is unavailable until midnight. */
export async function limitReached(agent: Agent, today: Today): Promise<never> {
  await noticeLimitOnce(agent, today, today.limit);
  throw chatUnavailable();
}
