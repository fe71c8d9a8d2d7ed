import type { LedgerRow } from "../credit/schema";
import { ChatAgentEntity } from "./agent.entity";
import { poolAgentOf } from "./pool-reference";

/**
 * What the credit history says of the rows the agents' pools wrote: what they set aside and gave back
 * for answers. Their agents' names are read in one batch; an agent deleted since reads as "a chat agent".
 */
export async function poolRowDescriptions(userId: string, rows: ReadonlyArray<Pick<LedgerRow, "kind" | "reference">>) {
  const agentIds = [...new Set(rows.flatMap((row) => poolAgentOf(row.reference) ?? []))];
  const names = new Map<string, string>();
  if (agentIds.length) {
    const { data } = await ChatAgentEntity.get(agentIds.map((agentId) => ({ userId, agentId }))).go();
    for (const agent of data) names.set(agent.agentId, agent.name);
  }
  return rows.map((row) => {
    const agentId = poolAgentOf(row.reference);
    if (agentId === null) return undefined;
    return row.kind === "release" ? "Chat answers: unused credits returned" : `Chat answers: credits set aside for ${names.get(agentId) ?? "a chat agent"}`;
  });
}
