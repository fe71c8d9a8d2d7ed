import { ulid } from "ulid";
import { GAP_KEEP_DAYS } from "./gap.entity";

const MAX_QUESTION_CHARS = 300;

/**
 * What `GapEntity.create` needs for a question that got the "not in my knowledge" reply. Apart from
 * the grouping in gaps.ts, so the chat that records a gap does not load the stemmers that group them.
 */
export function gapItem(agent: { userId: string; domainId: string; agentId: string }, question: string, askedAt: number) {
  return {
    userId: agent.userId,
    domainId: agent.domainId,
    agentId: agent.agentId,
    askedAt,
    gapId: ulid().toLowerCase(),
    question: question.replace(/\s+/g, " ").trim().slice(0, MAX_QUESTION_CHARS),
    ttl: Math.ceil((askedAt + GAP_KEEP_DAYS * 24 * 60 * 60_000) / 1000),
  };
}
