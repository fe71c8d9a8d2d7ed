import { withActor } from "@sitecrew/core/actor";
import { BlogRun } from "@sitecrew/core/blog/run";
import { ChatKnowledge } from "@sitecrew/core/chat/knowledge/build";
import { ChatMeter } from "@sitecrew/core/chat/meter";
import { refreshDue } from "@sitecrew/core/instagram/refresh";
import { Job } from "@sitecrew/core/job";
import { settleDeadRuns } from "@sitecrew/core/social/contents";

/**
 * Every minute: start the runs whose slot has come, fail the runs stuck past their deadline (their
 * credits go back), settle the chat conversations that went quiet, rebuild the knowledge of chat
 * agents whose site changed, fail the videos whose run died, and refresh Instagram tokens before
 * they expire. Each is safe when two ticks overlap.
 */
export async function tick(now = Date.now()) {
  return withActor({ type: "system", properties: {} }, async () => {
    const started = await BlogRun.startDue(now);
    const expired = await Job.sweep(now);
    const settled = await ChatMeter.settleDue(now);
    await ChatKnowledge.watchSites(now);
    await settleDeadRuns(now);
    await refreshDue(now);
    return { started, expired, settled };
  });
}

export const handler = async () => {
  const result = await tick();
  if (result.started || result.expired || result.settled) {
    console.log(`[cron] started ${result.started} runs, expired ${result.expired}, settled ${result.settled} chat conversations`);
  }
};
