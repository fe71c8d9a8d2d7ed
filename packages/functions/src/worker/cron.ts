import { withActor } from "@sitecrew/core/actor";
import { BlogRun } from "@sitecrew/core/blog/run";
import { Job } from "@sitecrew/core/job";

/**
 * Every minute: start the runs whose slot has come, and fail the runs stuck past their deadline
 * (their credits go back). Both are safe when two ticks overlap.
 */
export async function tick(now = Date.now()) {
  return withActor({ type: "system", properties: {} }, async () => {
    const started = await BlogRun.startDue(now);
    const expired = await Job.sweep(now);
    return { started, expired };
  });
}

export const handler = async () => {
  const result = await tick();
  if (result.started || result.expired) console.log(`[cron] started ${result.started} runs, expired ${result.expired}`);
};
