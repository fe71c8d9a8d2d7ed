import { type RawWrite, runRawTransaction } from "../db/transaction";
import { ChatConversationEntity, type ChatConversationItem } from "./conversation.entity";
import { poolKey, readPool } from "./meter-pool";

export type Settled = "settled" | "skipped" | "changed";

/** The conversation's write that settles it, as ElectroDB builds it (so the sparse index keys go with it). */
function closeConversation(conversation: ChatConversationItem): RawWrite {
  const params = ChatConversationEntity.patch({ userId: conversation.userId, conversationId: conversation.conversationId })
    .set({ left: 0, billed: 0, billedAnswers: 0, settled: true, settleAt: conversation.settleAt, sweepShard: conversation.sweepShard })
    .add({ rev: 1 })
    .where((attr, op) => op.eq(attr.rev, conversation.rev))
    .params<Record<string, unknown>>();
  const { ReturnValues: _ignored, ...update } = params;
  return { Update: update as NonNullable<RawWrite["Update"]> };
}

/**
 * Settles one conversation in one transaction: the pool gets back what the conversation drew and
 * did not spend, counts what it spent, and forgets its block; the conversation's spend since the
 * last settlement goes to zero. The pool write is conditioned on the block's exact size and the
 * conversation's on its revision, so a message or a draw meanwhile, or a second settlement racing
 * this one, cancels it instead of counting anything twice.
 */
export async function settleConversation(conversation: ChatConversationItem): Promise<Settled> {
  const { userId, agentId, conversationId } = conversation;
  const pool = await readPool(userId, agentId);
  const drawn = (pool?.blocks as Record<string, number> | undefined)?.[conversationId];
  const { Key, TableName } = poolKey(userId, agentId);
  const names = { "#blocks": "blocks", "#c": conversationId };
  const poolWrite: RawWrite =
    drawn === undefined
      ? { ConditionCheck: { TableName, Key, ConditionExpression: "attribute_not_exists(#blocks.#c)", ExpressionAttributeNames: names } }
      : {
          Update: {
            TableName,
            Key,
            UpdateExpression: "ADD #free :back, #spent :spent, #answered :answered REMOVE #blocks.#c",
            ConditionExpression: "#blocks.#c = :drawn",
            ExpressionAttributeNames: { ...names, "#free": "free", "#spent": "spent", "#answered": "answered" },
            ExpressionAttributeValues: {
              ":back": drawn - conversation.billed,
              ":spent": conversation.billed,
              ":answered": conversation.billedAnswers,
              ":drawn": drawn,
            },
          },
        };
  // Without a pool the conversation never drew; only the conversation needs closing.
  const items = pool ? [poolWrite, closeConversation(conversation)] : [closeConversation(conversation)];
  return (await runRawTransaction(items)) ? "settled" : "changed";
}

/** The conversation as stored now, or null when it is gone or already settled. */
export async function unsettled(userId: string, conversationId: string) {
  const { data } = await ChatConversationEntity.get({ userId, conversationId }).go({ consistent: true });
  return data && !data.settled ? data : null;
}
