import { ulid } from "ulid";
import { GAP_KEEP_DAYS } from "./gap.entity";

const MAX_QUESTION_CHARS = 300;

/** Who asked: the agent, and the visitor's session (its hash, as the conversation and the lead keep it) when known. */
interface Asker {
  userId: string;
  domainId: string;
  agentId: string;
  sessionHash?: string;
}

/**
 * What `GapEntity.create` needs for a question that got the "not in my knowledge" reply. Apart from
 * the grouping in gaps.ts, so the chat that records a gap does not load the stemmers that group them.
 * The session lets the list count a visitor who asks again, or leaves the question as a lead, once.
 */
export function gapItem(asker: Asker, question: string, askedAt: number) {
  return {
    userId: asker.userId,
    domainId: asker.domainId,
    agentId: asker.agentId,
    ...(asker.sessionHash ? { sessionHash: asker.sessionHash } : {}),
    askedAt,
    gapId: ulid().toLowerCase(),
    question: question.replace(/\s+/g, " ").trim().slice(0, MAX_QUESTION_CHARS),
    ttl: Math.ceil((askedAt + GAP_KEEP_DAYS * 24 * 60 * 60_000) / 1000),
  };
}
