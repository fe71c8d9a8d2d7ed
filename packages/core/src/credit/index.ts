import * as v from "valibot";
import { useUserId } from "../actor";
import { allHooks } from "../agents/hooks";
import { localRange } from "../analytics/fold";
import { AGENTS, type AgentKey } from "../analytics/metrics";
import { AnalyticsInput } from "../analytics/schema";
import { VisibleError } from "../error";
import { fn } from "../util/fn";
import { PageFields, pagination } from "../util/page";
import { applyChange } from "./apply";
import { CREDIT_COSTS } from "./costs";
import { BalanceEntity, HoldEntity, LedgerEntity } from "./credit.entity";
import { runLedgerId, runStepOf } from "./run-ledger";
import type { CreditSummary, LedgerRow } from "./schema";
import { heldBy, SUMMARY_WINDOW_DAYS } from "./summary";

export { CREDIT_COSTS, type CreditAction } from "./costs";

const Credits = v.pipe(v.number(), v.integer(), v.minValue(1));
const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));

const LEDGER_READ = 100;
const newestFirst = (userId: string, cursor: string | null, limit = LEDGER_READ) => LedgerEntity.query.bySeq({ userId }).go({ order: "desc", limit, cursor });

export namespace Credit {
  export async function balance(userId = useUserId()): Promise<number> {
    const result = await BalanceEntity.get({ userId }).go();
    return result.data?.credits ?? 0;
  }

  /**
   * Adds credits with a ledger item in the same transaction; the ledger id makes a retry a no-op.
   * Returns false when that ledger id was already applied.
   */
  export const grant = fn(v.object({ userId: Id, ledgerId: Id, credits: Credits, reference: v.optional(v.string(), "") }), async (input) => {
    const applied = await applyChange({ ...input, kind: "adjustment" });
    return applied.status === "applied";
  });

  /** Sets credits aside for a run. Safe to repeat: a second hold for the same run changes nothing. */
  export const hold = fn(v.object({ userId: Id, runId: Id, credits: Credits, reference: v.optional(v.string(), "") }), async (input) => {
    await applyChange({
      userId: input.userId,
      ledgerId: runLedgerId("hold", input.runId),
      kind: "hold",
      credits: -input.credits,
      reference: input.reference || input.runId,
      refuseWhileInDebt: true,
      hold: { runId: input.runId, create: input.credits },
    });
  });

  /** Whose work the captured credits paid for: the analytics count them as that agent's spending on that domain. */
  const SpentOn = v.optional(v.object({ domainId: Id, agent: v.picklist(AGENTS) }));

  /** Keeps the held credits: the run succeeded. */
  export const capture = fn(v.object({ userId: Id, runId: Id, spentOn: SpentOn }), (input) => settle(input.userId, input.runId, "captured", input.spentOn));

  /** Returns the held credits: the run failed or was cancelled. */
  export const release = fn(v.object({ userId: Id, runId: Id }), (input) => settle(input.userId, input.runId, "released"));

  async function settle(userId: string, runId: string, outcome: "captured" | "released", spentOn?: { domainId: string; agent: AgentKey }) {
    const { data: held } = await HoldEntity.get({ userId, runId }).go({ consistent: true });
    if (!held) throw new VisibleError("not_found", "hold_not_found", "No credits are held for this run");
    if (held.status === outcome) return outcome;
    if (held.status !== "held") {
      throw new VisibleError("conflict", "hold_settled", `The credits for this run were already ${held.status}`);
    }
    const applied = await applyChange({
      userId,
      ledgerId: runLedgerId(outcome === "captured" ? "capture" : "release", runId),
      kind: outcome === "captured" ? "capture" : "release",
      credits: outcome === "captured" ? 0 : held.credits,
      reference: runId,
      hold: { runId, status: outcome },
      tally:
        outcome === "captured" && spentOn
          ? [{ userId, scope: spentOn.domainId, add: { [`credits_${spentOn.agent}`]: held.credits, [`runs_credits_${spentOn.agent}`]: held.credits } }]
          : undefined,
    });
    if (applied.status === "hold_not_held") return settle(userId, runId, outcome, spentOn);
    return outcome;
  }

  export const ListInput = v.object(PageFields);

  /**
   * Newest first, leaving out each run whose whole hold came back (its hold and its release), and
   * showing a finished run as one charge (its hold, as `capture`): the page is found by reading from
   * the newest item, so a release or capture is always read before its hold.
   */
  export const ledger = fn(ListInput, async ({ page, limit }) => {
    const userId = useUserId();
    const { data: current } = await BalanceEntity.get({ userId }).go();
    const total = Math.max(0, (current?.version ?? 0) - (current?.hidden ?? 0));
    const skip = (page - 1) * limit;
    const rows = [];
    const released = new Set<string>();
    const captured = new Set<string>();
    let seen = 0;
    let cursor: string | null = null;
    reading: do {
      const found = await newestFirst(userId, cursor, Math.min(LEDGER_READ, skip + limit - seen + released.size + captured.size + 1));
      for (const row of found.data) {
        const run = runStepOf(row.ledgerId);
        if (run?.step === "release") released.add(run.runId);
        if (run?.step === "capture") captured.add(run.runId);
        if (run?.step === "release" || run?.step === "capture" || (run?.step === "hold" && released.has(run.runId))) continue;
        if (seen++ < skip) continue;
        // A captured run's hold is what it was charged.
        rows.push(run?.step === "hold" && captured.has(run.runId) ? { ...row, kind: "capture" as const } : row);
        if (rows.length === limit) break reading;
      }
      cursor = found.cursor;
    } while (cursor && seen < total);
    // Naming rows reads agents, runs and packages: loaded by the history page, not by the runs that hold and capture credits.
    const { describeRows, runNamesOf } = await import("./ledger-view");
    const [described, runs] = await Promise.all([
      describeRows(
        userId,
        rows.map((row) => ({ kind: row.kind, reference: row.reference ?? "" })),
      ),
      runNamesOf(
        userId,
        rows.map((row) => row.ledgerId),
      ),
    ]);
    return {
      data: rows.map((row, index): LedgerRow => {
        const reference = row.reference ?? "";
        const runId = runStepOf(row.ledgerId)?.runId;
        const run = runId === undefined ? undefined : runs.get(runId);
        return {
          id: row.ledgerId,
          kind: row.kind,
          credits: row.credits,
          balance_after: row.balanceAfter,
          reference,
          ...(run
            ? { package_name: null, description: `${run.agent_name} · ${run.work}`, run_id: runId!, ...run }
            : { ...described[index]!, run_id: null, agent_name: null, work: null }),
          created_at: new Date(row.createdAt).toISOString(),
        };
      }),
      pagination: pagination(page, limit, total),
    };
  });

  export const SummaryInput = v.object({ tz: AnalyticsInput.entries.tz });

  /**
   * The balance and the last 30 of the owner's days (`tz`, UTC by default), as Analytics counts them:
   * spent and added from the same daily counters over the same days, reserved by the agents (a chat's pools),
   * held from the ledger read newest first and stopping at the window's start, so the cost follows
   * recent activity, not history.
   */
  export const summary = fn(SummaryInput, async ({ tz }, userId: string = useUserId(), now: number = Date.now()): Promise<CreditSummary> => {
    const range = localRange(SUMMARY_WINDOW_DAYS, tz, now);
    const recent = [];
    let cursor: string | null = null;
    reading: do {
      const page = await newestFirst(userId, cursor);
      for (const row of page.data) {
        if (row.createdAt < range.start) break reading;
        recent.push(row);
      }
      cursor = page.cursor;
    } while (cursor);
    // Likewise the daily counters, which only the summary reads.
    const [{ accountCredits }, agents] = await Promise.all([import("../analytics/credit-figures"), allHooks()]);
    const [credits, figures, reserved] = await Promise.all([
      balance(userId),
      accountCredits(userId, range),
      Promise.all(agents.flatMap((agent) => agent.reservedCredits?.(userId) ?? [])).then((parts) => parts.reduce((sum, part) => sum + part, 0)),
    ]);
    return { balance: credits, spent_30d: figures.spent, added_30d: figures.added, reserved, held: heldBy(recent) };
  });

  export function costs() {
    return Object.entries(CREDIT_COSTS).map(([action, cost]) => ({ action, ...cost }));
  }
}
