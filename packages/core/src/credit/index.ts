import * as v from "valibot";
import { useUserId } from "../actor";
import { AGENTS, type AgentKey } from "../analytics/metrics";
import { VisibleError } from "../error";
import { fn } from "../util/fn";
import { PageFields, pagination } from "../util/page";
import { applyChange } from "./apply";
import { CREDIT_COSTS } from "./costs";
import { BalanceEntity, HoldEntity, LedgerEntity } from "./credit.entity";
import { describe, ledgerNames } from "./ledger-view";
import type { CreditSummary, LedgerRow } from "./schema";
import { SUMMARY_WINDOW_DAYS, summarize } from "./summary";

export { CREDIT_COSTS, type CreditAction } from "./costs";

const Credits = v.pipe(v.number(), v.integer(), v.minValue(1));
const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));
const DAY_MS = 24 * 60 * 60 * 1000;
const SUMMARY_PAGE = 100;

const newestFirst = (userId: string, cursor: string | null) => LedgerEntity.query.bySeq({ userId }).go({ order: "desc", limit: SUMMARY_PAGE, cursor });

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
      ledgerId: `hold_${input.runId}`,
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
      ledgerId: `${outcome === "captured" ? "capture" : "release"}_${runId}`,
      kind: outcome === "captured" ? "capture" : "release",
      credits: outcome === "captured" ? 0 : held.credits,
      reference: runId,
      hold: { runId, status: outcome },
      tally: outcome === "captured" && spentOn ? [{ userId, scope: spentOn.domainId, add: { [`credits_${spentOn.agent}`]: held.credits } }] : undefined,
    });
    if (applied.status === "hold_not_held") return settle(userId, runId, outcome, spentOn);
    return outcome;
  }

  export const ListInput = v.object(PageFields);

  /** Newest first. The sequence is dense, so page N is one key range, whatever N is. */
  export const ledger = fn(ListInput, async ({ page, limit }) => {
    const userId = useUserId();
    const { data: current } = await BalanceEntity.get({ userId }).go();
    const total = current?.version ?? 0;
    const newest = total - (page - 1) * limit;
    const oldest = Math.max(1, newest - limit + 1);
    const rows =
      newest < 1 ? [] : (await LedgerEntity.query.bySeq({ userId }).between({ seq: oldest }, { seq: newest }).go({ order: "desc", pages: "all" })).data;
    const names = await ledgerNames(
      userId,
      rows.map((row) => ({ kind: row.kind, reference: row.reference ?? "" })),
    );
    return {
      data: rows.map((row): LedgerRow => {
        const reference = row.reference ?? "";
        return {
          id: row.ledgerId,
          kind: row.kind,
          credits: row.credits,
          balance_after: row.balanceAfter,
          reference,
          ...describe({ kind: row.kind, reference }, names),
          created_at: new Date(row.createdAt).toISOString(),
        };
      }),
      pagination: pagination(page, limit, total),
    };
  });

  /**
   * The balance and the last 30 days' movements: the ledger read newest first, one page at a time,
   * stopping at the first item older than the window, so the cost follows recent activity, not history.
   */
  export async function summary(userId = useUserId(), now = Date.now()): Promise<CreditSummary> {
    const since = now - SUMMARY_WINDOW_DAYS * DAY_MS;
    const recent = [];
    let cursor: string | null = null;
    reading: do {
      const page = await newestFirst(userId, cursor);
      for (const row of page.data) {
        if (row.createdAt < since) break reading;
        recent.push(row);
      }
      cursor = page.cursor;
    } while (cursor);
    return summarize(await balance(userId), recent);
  }

  export function costs() {
    return Object.entries(CREDIT_COSTS).map(([action, cost]) => ({ action, ...cost }));
  }
}
