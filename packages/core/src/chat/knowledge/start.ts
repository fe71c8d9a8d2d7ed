import { CREDIT_COSTS } from "../../credit/costs";
import { Job, type RunView } from "../../job";
import { createId } from "../../util/id";
import { ChatAgentEntity, type ChatAgentItem } from "../agent.entity";

export const KNOWLEDGE_RUN_KIND = "chat_knowledge";

/**
 * Starts building what the agent answers from. The agent names the run before the run exists, so
 * a build that finishes at once still finds itself current. Reading a newly uploaded PDF is paid
 * (`charge`); every other rebuild is free. A refused start (no credits) throws and leaves the
 * agent naming a run that never existed: the caller puts the agent back.
 */
export async function startKnowledgeBuild(
  agent: ChatAgentItem,
  options: { charge: boolean; trigger?: "manual" | "schedule" },
): Promise<RunView> {
  const runId = createId("run");
  await ChatAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId })
    .set({ knowledgeStatus: "generating", knowledgeRunId: runId })
    .remove(["knowledgeError"])
    .go();
  return Job.start({
    userId: agent.userId,
    domainId: agent.domainId,
    kind: KNOWLEDGE_RUN_KIND,
    agentId: agent.agentId,
    trigger: options.trigger ?? "manual",
    runId,
    input: { agent_name: agent.name, document_name: agent.documentName ?? null, use_site_pages: agent.useSitePages },
    credits: options.charge ? CREDIT_COSTS.chat_agent_setup.credits : 0,
  });
}
