import { withActor } from "@sitecrew/core/actor";
import { allHooks } from "@sitecrew/core/agents/hooks";
import { Job } from "@sitecrew/core/job";
import { WeeklyReports } from "@sitecrew/core/report";
import { startDailySyncs } from "@sitecrew/core/search-console";
import { installAgentHooks } from "../agents";

/**
 * Every minute: fail the runs stuck past their deadline (their credits go back), then each agent's
 * own work that came due (scheduled posts, quiet chat conversations, Instagram tokens...), the
 * weekly reports of accounts whose Monday 08:00 has passed, and each connected domain's daily
 * Search Console sync. Each is
 * safe when two ticks overlap. Answers what was done, by name.
 */
export async function tick(now = Date.now()) {
  installAgentHooks();
  return withActor({ type: "system", properties: {} }, async () => {
    const done: Record<string, number> = { "runs expired": await Job.sweep(now) };
    for (const hooks of await allHooks()) if (hooks.tick) Object.assign(done, await hooks.tick(now));
    Object.assign(done, await WeeklyReports.tick(now));
    Object.assign(done, await startDailySyncs(now));
    return done;
  });
}

export const handler = async () => {
  const done = Object.entries(await tick()).filter(([, count]) => count > 0);
  if (done.length) console.log(`[cron] ${done.map(([what, count]) => `${what}: ${count}`).join(", ")}`);
};
