import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { applyChange } from "../credit/apply";
import { documentClient } from "../db/documents";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { ChatConversationEntity } from "./conversation.entity";
import { ChatPoolEntity, type ChatPoolItem } from "./pool.entity";
import { poolReference } from "./pool-reference";

/**
 * The smallest fill, in credits; a pool refilled again within a minute doubles it, up to the
 * largest. The largest stays small so one busy chat never sets aside what the owner's other
 * agents need: a run started meanwhile still finds the rest of the balance.
 */
export const MIN_FILL = 20;
export const MAX_FILL = 40;
const BUSY_WINDOW_MS = 60_000;
/**
 * A conversation's first message draws one answer's worth (most visitors ask once or twice); later
 * ones draw this many answers' worth at once, or a single answer when credits are short.
 */
export const BLOCK_ANSWERS = 3;
const MAX_ATTEMPTS = 12;

export const poolKey = (userId: string, agentId: string) =>
  ChatPoolEntity.get({ userId, agentId }).params<{ Key: Record<string, string>; TableName: string }>();

export async function readPool(userId: string, agentId: string): Promise<ChatPoolItem | null> {
  const { data } = await ChatPoolEntity.get({ userId, agentId }).go({ consistent: true });
  return data;
}

const busy = () => new VisibleError("unavailable", "busy", "The chat is busy. Please try again in a moment.");

/** Takes `credits` from the pool's free credits into the conversation's block: one atomic update, no transaction. */
async function take(userId: string, agentId: string, conversationId: string, credits: number) {
  const { Key, TableName } = poolKey(userId, agentId);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: "ADD #free :minus SET #blocks.#c = if_not_exists(#blocks.#c, :zero) + :credits",
        ConditionExpression: "#free >= :credits",
        ExpressionAttributeNames: { "#free": "free", "#blocks": "blocks", "#c": conversationId },
        ExpressionAttributeValues: { ":minus": -credits, ":credits": credits, ":zero": 0 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The pool, made empty on first use so fills only ever add to it. */
async function ensurePool(userId: string, agentId: string): Promise<ChatPoolItem> {
  const existing = await readPool(userId, agentId);
  if (existing) return existing;
  try {
    await ChatPoolEntity.create({ userId, agentId }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return (await readPool(userId, agentId))!;
}

/**
 * Moves credits from the balance into the pool: a ledger hold and `ADD free` in one transaction,
 * never more than the agent may still spend today (`allowance`). The ledger id is the fill's
 * number and the pool write is conditioned on the fill count read, so requests that find the pool
 * short at the same moment make one fill between them. Throws the credit module's
 * insufficient-credits error when the balance cannot pay one answer.
 */
async function fill(userId: string, agentId: string, price: number, allowance: number, now: number) {
  const pool = await ensurePool(userId, agentId);
  const busyPool = now - pool.lastFillAt < BUSY_WINDOW_MS;
  const wanted = Math.max(price, Math.min(MAX_FILL, allowance, Math.max(MIN_FILL, busyPool ? pool.lastFill * 2 : MIN_FILL)));
  await applyChange({
    userId,
    ledgerId: `chatfill_${agentId}_${pool.fills + 1}`,
    kind: "hold",
    reference: poolReference(agentId),
    refuseWhileInDebt: true,
    plan: ({ credits }) => ({ credits: -(credits >= price ? Math.min(wanted, credits) : price) }),
    extra: {
      entity: ChatPoolEntity,
      write: (entity, credits) =>
        entity
          .patch({ userId, agentId })
          .add({ free: -credits, fills: 1 })
          .set({ lastFill: -credits, lastFillAt: now })
          .where((attr, op) => op.eq(attr.fills, pool.fills))
          .commit(),
    },
  });
}

const filling = new Map<string, Promise<void>>();

/**
 * One fill at a time per pool in this process: requests that find the pool short together wait
 * for the same fill instead of each racing for the owner's balance item.
 */
function fillOnce(userId: string, agentId: string, price: number, allowance: number, now: number) {
  const key = `${userId}/${agentId}`;
  let pending = filling.get(key);
  if (!pending) {
    pending = fill(userId, agentId, price, allowance, now).finally(() => filling.delete(key));
    filling.set(key, pending);
  }
  return pending;
}

interface Draw {
  userId: string;
  agentId: string;
  conversationId: string;
  price: number;
  first: boolean;
  /** What the agent may still spend today: no block or fill is larger. */
  allowance: number;
}

/**
 * Draws a block of credits from the agent's pool for a conversation, refilling the pool from the
 * balance when it is short. Returns the credits drawn; throws insufficient credits when neither the
 * pool nor the balance holds one answer's price.
 */
export async function drawBlock(draw: Draw, now = Date.now()) {
  const { userId, agentId, conversationId, price, allowance } = draw;
  let size = draw.first ? price : Math.max(price, Math.min(BLOCK_ANSWERS * price, allowance));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (await take(userId, agentId, conversationId, size)) return size;
    try {
      await fillOnce(userId, agentId, price, allowance, now);
    } catch (error) {
      const outOfCredits = error instanceof VisibleError && error.kind === "payment";
      if (!outOfCredits || size === price) throw error;
      // The balance cannot refill the pool, but what the pool still holds may pay this one answer.
      size = price;
    }
  }
  throw busy();
}

/**
 * Gives a pool's free credits back to the balance once no conversation holds a block, so the
 * owner's credits are set aside only while visitors are chatting. The pool write is conditioned on
 * the free credits and fill count read: a draw or fill meanwhile makes it a no-op.
 */
export async function returnFree(userId: string, agentId: string) {
  const pool = await readPool(userId, agentId);
  if (!pool || pool.free <= 0 || Object.keys(pool.blocks as Record<string, number>).length > 0) return 0;
  const applied = await applyChange({
    userId,
    ledgerId: `chatreturn_${agentId}_${pool.fills}`,
    kind: "release",
    credits: pool.free,
    reference: poolReference(agentId),
    extra: {
      entity: ChatPoolEntity,
      write: (entity) =>
        entity
          .patch({ userId, agentId })
          .add({ free: -pool.free })
          .where((attr, op) => `${op.eq(attr.free, pool.free)} AND ${op.eq(attr.fills, pool.fills)}`)
          .commit(),
    },
  });
  return applied.status === "applied" ? pool.free : 0;
}

/**
 * Credits the owner's chat pools hold for answers not given yet: neither spent nor available. A
 * pool's free credits and what its open conversations drew beyond what their answers were charged.
 */
export async function reservedCredits(userId: string): Promise<number> {
  const { data: pools } = await ChatPoolEntity.query.byAgent({ userId }).go({ pages: "all" });
  const drawn = pools.flatMap((pool) => Object.entries(pool.blocks as Record<string, number>));
  const { data: open } = drawn.length ? await ChatConversationEntity.get(drawn.map(([conversationId]) => ({ userId, conversationId }))).go() : { data: [] };
  const billed = new Map(open.filter((conversation) => !conversation.settled).map((conversation) => [conversation.conversationId, conversation.billed]));
  const free = pools.reduce((sum, pool) => sum + pool.free, 0);
  return drawn.reduce((sum, [conversationId, credits]) => sum + credits - (billed.get(conversationId) ?? 0), free);
}
