import { CREDIT_COSTS } from "../../credit/costs";
import { Job, type RunTrigger, type RunView } from "../../job";
import { rawWrites } from "../../db/transaction";
import { VisibleError } from "../../error";
import { createId } from "../../util/id";
import { ChatAgentEntity, type ChatAgentItem } from "../agent.entity";

export const KNOWLEDGE_RUN_KIND = "chat_knowledge";

/**
 * Starts building what the agent answers from. The agent names its run in the run's own
 * transaction, so a build that finishes at once still finds itself current, and a refused start
 * (no credits) leaves the agent as it was. Reading a newly uploaded PDF is paid (`charge`); every
 * other rebuild is free.
 */
export async function startKnowledgeBuild(
  agent: ChatAgentItem,
  options: { charge: boolean; trigger: Extract<RunTrigger, "saved" | "site_change"> },
): Promise<RunView> {
  const runId = createId("run");
  const key = { userId: agent.userId, agentId: agent.agentId };
  return Job.start({
    userId: agent.userId,
    domainId: agent.domainId,
    kind: KNOWLEDGE_RUN_KIND,
    agentId: agent.agentId,
    trigger: options.trigger,
    runId,
    input: { agent_name: agent.name, document_name: agent.documentName ?? null, use_site_pages: agent.useSitePages },
    credits: options.charge ? CREDIT_COSTS.chat_agent_setup.credits : 0,
    with: rawWrites({ ChatAgentEntity }, (entities) => [
      entities.ChatAgentEntity.patch(key).set({ knowledgeStatus: "generating", knowledgeRunId: runId }).remove(["knowledgeError"]).commit(),
    ]),
    // The agent was removed meanwhile.
    refused: () => Promise.resolve(new VisibleError("not_found", "not_found", "Chat agent not found")),
  });
}
