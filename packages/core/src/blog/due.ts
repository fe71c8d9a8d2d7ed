import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../db/client";
import { isConditionFailure } from "../db/errors";
import { BlogAgentEntity, SCHEDULE_PARTITION } from "./agent.entity";
import { scheduleFields } from "./agent";
import { nextRunAt } from "./schedule";
import type { BlogAgentItem } from "./view";

let documents: DynamoDBDocumentClient | undefined;
const client = () => (documents ??= DynamoDBDocumentClient.from(dynamo));

/** What the schedule needs from agents, for the cron and the run; they act as `system`, so callers name the owner. */
export namespace BlogAgents {
  /**
   * Agents whose next slot is at or before `now`, oldest slot first. Reads the due index from its
   * start up to `now`, so the items read are the agents due (paused ones are not in the index),
   * however many agents exist. `meter` adds up the items DynamoDB read.
   */
  export async function due(now: number, options: { limit?: number; meter?: { itemsRead: number } } = {}): Promise<BlogAgentItem[]> {
    const limit = options.limit ?? 100;
    const base = BlogAgentEntity.query
      .due({ scheduleKey: SCHEDULE_PARTITION })
      .lt({ nextRunAt: now + 1 })
      .params<QueryCommandInput>();
    const items: Record<string, unknown>[] = [];
    let cursor: Record<string, unknown> | undefined;
    do {
      const output = await client().send(new QueryCommand({ ...base, Limit: limit - items.length, ExclusiveStartKey: cursor }));
      if (options.meter) options.meter.itemsRead += output.ScannedCount ?? 0;
      items.push(...(output.Items ?? []));
      cursor = output.LastEvaluatedKey;
    } while (cursor && items.length < limit);
    return items.length ? BlogAgentEntity.parse({ Items: items }).data : [];
  }

  /** An agent by its owner and id, or null (deleted since it was found due). */
  export async function find(userId: string, agentId: string): Promise<BlogAgentItem | null> {
    const { data } = await BlogAgentEntity.get({ userId, agentId }).go({ consistent: true });
    return data;
  }

  /**
   * Takes the agent's slot `slot` for run `runId` and moves its next run to the following slot
   * after `now`. Conditional on the slot still being the agent's next and the agent not paused,
   * so two ticks that both saw the slot start one run: only one claim returns true.
   */
  export async function claim(
    agent: Pick<BlogAgentItem, "userId" | "agentId" | "frequencyId" | "time" | "timezone" | "scheduleAnchor">,
    slot: number,
    runId: string,
    now = Date.now(),
  ) {
    const next = nextRunAt.raw({
      frequency: agent.frequencyId,
      time: agent.time,
      timezone: agent.timezone,
      after: Math.max(now, slot),
      anchor: agent.scheduleAnchor,
    });
    try {
      await BlogAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId })
        .set({ ...scheduleFields(next, false), lastRunId: runId, lastRunAt: now })
        .where((attr, op) => `${op.eq(attr.nextRunAt, slot)} AND ${op.eq(attr.paused, false)}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * The keyword for the agent's next post, turning the rotation one step: each call takes the
   * next keyword in order, so consecutive posts cover every keyword before repeating one.
   */
  export async function nextKeyword(userId: string, agentId: string): Promise<string | null> {
    try {
      const { data } = await BlogAgentEntity.patch({ userId, agentId }).add({ keywordCursor: 1 }).go({ response: "all_new" });
      const keywords = data.keywords ?? [];
      if (keywords.length === 0) return null;
      return keywords[(data.keywordCursor - 1) % keywords.length]!;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }
}
