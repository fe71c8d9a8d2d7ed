import { ulid } from "ulid";
import { GapEntity } from "../analytics/gap.entity";
import { gapItem } from "../analytics/gap-item";
import { tallyWrite } from "../analytics/tally";
import { CREDIT_COSTS } from "../credit/costs";
import { Counter } from "../db/counter";
import { isConditionFailure } from "../db/errors";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { sha256 } from "../util/crypto";
import { deterministicId } from "../util/id";
import type { ChatAgentItem } from "./agent.entity";
import type { ChatReply, ChatSource } from "./answer";
import { type ChatChannel, ChatConversationEntity, type ChatConversationItem, ChatMessageEntity, KEEP_DAYS, SWEEP_SHARDS } from "./conversation.entity";
import { chatAnswersCounter, chatCreditsCounter } from "./counters";
import { ChatDayEntity } from "./daily-limit/day.entity";
import { allowance, limitReached, readToday, spendWrite, type Today } from "./daily-limit/spend";
import { drawBlock, readPool, returnFree } from "./meter-pool";
import { type Settled, settleConversation, unsettled } from "./meter-settle";

/** A conversation quiet this long is settled: its unspent credits go back to the pool. */
export const SETTLE_AFTER_MS = 30 * 60_000;
/** Longer than any request runs: a conversation touched more recently may have a request in flight. */
const IN_FLIGHT_MS = 2 * 60_000;
const KEEP_MS = KEEP_DAYS * 24 * 60 * 60_000;
const COMMIT_ATTEMPTS = 3;
const SETTLE_BATCH = 25;

export const answerPrice = (): number => CREDIT_COSTS.chat_answer.credits;

/** What an answer costs: saying the knowledge does not hold it is free. */
const priceOf = (reply: Pick<ChatReply, "grounded">): number => (reply.grounded ? answerPrice() : 0);

/** The answer engine (the index reader and the AI provider) loads with the first question, not with the function. */
export const answerFromKnowledge = async (agent: ChatAgentItem, question: string): Promise<ChatReply> =>
  (await import("./answer")).ChatAnswer.reply(agent, question);

/** What identifies a visitor's session in storage: the token itself is never kept. */
export const hashSession = (token: string) => sha256(token);

export const conversationIdFor = (agent: Pick<ChatAgentItem, "agentId" | "createdAt">, channel: ChatChannel, sessionHash: string) =>
  deterministicId("conversation", `${agent.agentId}:${channel}:${sessionHash}`, agent.createdAt);

const shardOf = (sessionHash: string) => Number.parseInt(sessionHash.slice(0, 8), 16) % SWEEP_SHARDS;

/** The fields every write that keeps a conversation open sets: due for settlement 30 minutes from now. */
const reopen = (conversation: { sessionHash: string }, now: number) => ({
  settled: false,
  settleAt: now + SETTLE_AFTER_MS,
  sweepShard: shardOf(conversation.sessionHash),
  ttl: Math.ceil((now + KEEP_MS) / 1000),
});

export interface Visit {
  agent: ChatAgentItem;
  channel: ChatChannel;
  /** The visitor's session token (the widget's `session`, Try chat's `ipAddress`). */
  session: string;
  question: string;
}

/**
 * Charging chat answers exactly once without making visitors queue on the owner's balance.
 *
 * Every other credit change is a transaction on the owner's balance item conditioned on its
 * version, which serialises them (some 20 a second per owner). Answers never touch it:
 *
 * - Each agent has a credit pool (`pool.entity.ts`). It is filled from the balance by an ordinary
 *   ledger hold (`chatfill_<agent>_<n>`) written in the same transaction as `ADD free`, conditioned
 *   on the fill count, so requests that find it short together make one fill. A fill is 20 credits,
 *   40 when the last one was under a minute ago, never more than the balance holds nor more than
 *   the agent may still spend today.
 * - A conversation draws a block (one answer's worth at first, then a few) from the pool with one plain atomic update
 *   (`ADD free -B, blocks[c] += B` if `free >= B`): fifty conversations drawing at once do not conflict.
 *   The pool's `blocks` map records what each conversation drew; the conversation's `left` what its
 *   blocks still hold.
 * - An answer is generated only once its price is covered, and recorded in one transaction in the
 *   conversation's own items: both messages plus `left -= price, billed += price` if `left >= price`,
 *   and the agent's spending of the day (`chatDay`) plus the price if that stays within its daily
 *   limit. The messages and the charge commit together: an answer given is paid once, a failed one
 *   costs nothing, and so does one saying the knowledge does not hold the answer (price 0).
 * - Settlement, 30 minutes after a conversation's last message (or when its agent is paused or
 *   deleted), moves `blocks[c] - billed` back to the pool's free credits and `billed` to its spent
 *   credits in one transaction conditioned on the block's size and the conversation's revision, so
 *   a request that died after drawing loses nothing and two settlements never count twice. A pool
 *   with no open blocks gives its free credits back to the balance (`chatreturn_<agent>_<n>`), so
 *   the owner's credits are set aside only while visitors chat.
 *
 * Invariant: balance + pool free + the open blocks' unspent credits + pool spent + open
 * conversations' billed credits == the balance before any chat.
 */
export namespace ChatMeter {
  /**
   * Opens (or reopens) the session's conversation: unsettled, due 30 minutes from now. Most
   * messages continue a conversation, so reopening is tried first: one write either way.
   */
  export async function open(visit: Visit, now = Date.now()): Promise<ChatConversationItem> {
    const sessionHash = hashSession(visit.session);
    const { agent } = visit;
    const conversationId = conversationIdFor(agent, visit.channel, sessionHash);
    const reopened = () =>
      ChatConversationEntity.patch({ userId: agent.userId, conversationId })
        .set(reopen({ sessionHash }, now))
        .add({ rev: 1 })
        .go({ response: "all_new" })
        .then(({ data }) => data);
    try {
      return await reopened();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      const { data } = await ChatConversationEntity.create({
        userId: agent.userId,
        conversationId,
        agentId: agent.agentId,
        domainId: agent.domainId,
        channel: visit.channel,
        sessionHash,
        startedAt: now,
        lastAt: now,
        firstQuestion: visit.question,
        ...reopen({ sessionHash }, now),
      }).go();
      return data;
    } catch (error) {
      // The session's first two messages arrived together: the other one created it.
      if (!isConditionFailure(error)) throw error;
    }
    return reopened();
  }

  /**
   * Makes sure the conversation's blocks hold one answer's price, drawing a block from the pool when
   * they do not; the pool is filled with at most what the agent may still spend today. Throws the
   * credit module's insufficient-credits error when the owner cannot pay.
   */
  export async function cover(conversation: ChatConversationItem, today: Today, now = Date.now()): Promise<ChatConversationItem> {
    const price = answerPrice();
    if (conversation.left >= price) return conversation;
    const { userId, agentId, conversationId } = conversation;
    const first = conversation.answers === 0;
    const drawn = await drawBlock({ userId, agentId, conversationId, price, first, allowance: allowance(today) }, now);
    const { data } = await ChatConversationEntity.patch({ userId, conversationId })
      .set(reopen(conversation, now))
      .add({ left: drawn, rev: 1 })
      .go({ response: "all_new" });
    return data;
  }

  /**
   * Opens the session's conversation and covers one answer: what a request does before it answers.
   * Past the agent's daily limit it opens nothing and throws the chat's unavailable error.
   */
  export async function draw(visit: Visit, now = Date.now(), today?: Today) {
    const day = today ?? (await readToday(visit.agent, now));
    if (allowance(day) < answerPrice()) return limitReached(visit.agent, day);
    return cover(await open(visit, now), day, now);
  }

  /**
   * Records the question and its answer and charges for it, in one transaction with the agent's
   * spending of the day (held to its limit) and the domain's analytics (an answer, its credits, a new
   * conversation on its first answer, a question the knowledge did not cover). `uncovered` when the
   * blocks no longer cover it, or when another first answer of the same conversation got there
   * first (drawing again reads it); `limit` when the day's limit would be passed.
   */
  async function record(conversation: ChatConversationItem, today: Today, question: string, askedAt: number, reply: ChatReply) {
    const price = priceOf(reply);
    const now = Date.now();
    const { userId, conversationId } = conversation;
    const ttl = Math.ceil((now + KEEP_MS) / 1000);
    const stored = (each: ChatSource) => ({ title: each.title, ...(each.url ? { url: each.url } : {}), ...(each.page ? { page: each.page } : {}) });
    const source = reply.source ? stored(reply.source) : undefined;
    // The numbered sources of an answer citing several, for its transcript.
    const sources = reply.sources.length > 1 ? reply.sources.map(stored) : undefined;
    const first = conversation.answers === 0;
    const tally = tallyWrite({
      userId,
      scope: conversation.domainId,
      at: now,
      add: { chat_answers: 1, credits_chat: price, chat_conversations: first ? 1 : 0, chat_unanswered: reply.grounded ? 0 : 1 },
    });
    for (let attempt = 0; attempt < COMMIT_ATTEMPTS * 2; attempt++) {
      const result = await runTransaction(
        { ChatConversationEntity, ChatMessageEntity, GapEntity, ChatDayEntity },
        (entities) => [
          entities.ChatConversationEntity.patch({ userId, conversationId })
            .add({ left: -price, credits: price, answers: 1, billed: price, billedAnswers: 1, rev: 1 })
            .set({ lastAt: now, ...reopen(conversation, now) })
            .where((attr, op) => (first ? `${op.gte(attr.left, price)} AND ${op.eq(attr.answers, 0)}` : op.gte(attr.left, price)))
            .commit(),
          ...(price > 0 ? [spendWrite(entities, conversation, today, price)] : []),
          entities.ChatMessageEntity.create({ conversationId, messageId: ulid().toLowerCase(), at: askedAt, role: "visitor", content: question, ttl }).commit(),
          entities.ChatMessageEntity.create({
            conversationId,
            messageId: ulid().toLowerCase(),
            at: Math.max(now, askedAt + 1),
            role: "bot",
            content: reply.content,
            source,
            sources,
            ttl,
          }).commit(),
          ...(reply.grounded ? [] : [entities.GapEntity.create(gapItem(conversation, question, now)).commit()]),
        ],
        { names: price > 0 ? ["conversation", "day"] : ["conversation"], raw: [tally] },
      );
      if (result.ok) return "recorded";
      if (result.failed.includes("conversation")) return "uncovered";
      if (result.failed.includes("day")) return "limit";
      // Another answer on the same site wrote the day's counters at that moment: try again shortly.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * 2 ** attempt));
    }
    throw new VisibleError("unavailable", "busy", "The chat is busy. Please try again in a moment.");
  }

  /**
   * One visitor question, answered and paid: the conversation's blocks cover the price before the
   * answer is generated, and the answer is recorded with its charge (none when the knowledge does
   * not hold the answer). Throws insufficient credits (nothing generated, nothing charged) when the
   * owner cannot pay, and the chat's unavailable error once the agent spent its day's limit.
   */
  export async function answer(visit: Visit, reply: (agent: ChatAgentItem, question: string) => Promise<ChatReply>): Promise<ChatReply> {
    const askedAt = Date.now();
    // The day the question was asked pays for it, even when the answer is recorded after midnight.
    const today = await readToday(visit.agent, askedAt);
    let conversation = await draw(visit, askedAt, today);
    const answered = await reply(visit.agent, visit.question);
    for (let attempt = 0; attempt < COMMIT_ATTEMPTS; attempt++) {
      const outcome = await record(conversation, today, visit.question, askedAt, answered);
      if (outcome === "recorded") {
        const { userId, domainId, agentId } = visit.agent;
        const price = priceOf(answered);
        await Promise.all([
          Counter.add(userId, chatAnswersCounter(domainId, agentId), 1),
          ...(price > 0 ? [Counter.add(userId, chatCreditsCounter(domainId, agentId), price)] : []),
        ]);
        return answered;
      }
      if (outcome === "limit") return limitReached(visit.agent, today);
      // A settlement took the block between drawing and recording: draw again.
      conversation = await draw(visit, Date.now(), today);
    }
    throw new VisibleError("unavailable", "busy", "The chat is busy. Please try again in a moment.");
  }

  async function settleAll(found: Array<{ userId: string; conversationId: string }>, ready: (item: ChatConversationItem) => boolean) {
    const pools = new Map<string, { userId: string; agentId: string }>();
    let settled = 0;
    for (let start = 0; start < found.length; start += SETTLE_BATCH) {
      await Promise.all(
        found.slice(start, start + SETTLE_BATCH).map(async ({ userId, conversationId }) => {
          const item = await unsettled(userId, conversationId);
          if (!item || !ready(item)) return;
          const outcome: Settled = await settleConversation(item);
          if (outcome === "settled") settled++;
          pools.set(`${userId}/${item.agentId}`, { userId, agentId: item.agentId });
        }),
      );
    }
    await Promise.all([...pools.values()].map(({ userId, agentId }) => returnFree(userId, agentId)));
    return settled;
  }

  /** Settles every conversation quiet for 30 minutes and returns idle pools' credits; the cron calls it every minute. */
  export async function settleDue(now = Date.now()) {
    const due = await Promise.all(
      Array.from({ length: SWEEP_SHARDS }, (_, sweepShard) =>
        ChatConversationEntity.query.unsettled({ sweepShard }).lte({ settleAt: now }).go({ pages: "all" }),
      ),
    );
    return settleAll(
      due.flatMap(({ data }) => data),
      (item) => item.settleAt <= now,
    );
  }

  /**
   * Settles an agent's conversations now, when it is paused or deleted, and returns its pool's
   * credits once no conversation holds a block. A conversation with a request possibly still in
   * flight is left to `settleDue`.
   */
  export async function settleAgent(agent: Pick<ChatAgentItem, "userId" | "agentId">, now = Date.now()) {
    const pool = await readPool(agent.userId, agent.agentId);
    const holding = Object.keys((pool?.blocks ?? {}) as Record<string, number>);
    const settled = await settleAll(
      holding.map((conversationId) => ({ userId: agent.userId, conversationId })),
      (item) => item.settleAt - SETTLE_AFTER_MS <= now - IN_FLIGHT_MS,
    );
    await returnFree(agent.userId, agent.agentId);
    return settled;
  }
}
