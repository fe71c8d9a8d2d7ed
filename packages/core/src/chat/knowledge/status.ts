import { isConditionFailure } from "../../db/errors";
import { ChatAgentEntity, type ChatAgentItem } from "../agent.entity";

/** Marks the agent's knowledge failed, if this run is still the one building it. */
export async function markFailed(agent: Pick<ChatAgentItem, "userId" | "agentId">, runId: string, reason: string) {
  try {
    await ChatAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId })
      .set({ knowledgeStatus: "failed", knowledgeError: reason })
      .where((attr, op) => `${op.eq(attr.knowledgeRunId, runId)} AND ${op.eq(attr.knowledgeStatus, "generating")}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
