import { agentName, agentOfKind, isRunKind, RUN_KINDS } from "../agents/catalog";
import { allHooks } from "../agents/hooks";
import { RunEntity } from "../job/run.entity";
import { CreditPackageEntity } from "../payment/package.entity";
import { runStepOf } from "./run-ledger";
import type { LedgerRow } from "./schema";

/** What the top-up page offers a package as: "500-credit package". */
export const packageName = (credits: number) => `${credits.toLocaleString("en-US")}-credit package`;

/** Package ids to names. The packages are a handful of items in one partition, read whole. */
export async function packageNames(): Promise<Map<string, string>> {
  const { data } = await CreditPackageEntity.query.all({}).go({ pages: "all" });
  return new Map(data.map((item) => [item.packageId, packageName(item.credits)]));
}

type LedgerReference = Pick<LedgerRow, "kind" | "reference">;

/**
 * How a page of ledger rows reads: each agent describes the rows it wrote with references of its own (what a chat's
 * pool set aside and gave back), read in one batch per agent; the platform describes the rest.
 */
export async function describeRows(userId: string, rows: ReadonlyArray<LedgerReference>) {
  const [names, byAgent] = await Promise.all([
    rows.some((row) => row.kind === "topup") ? packageNames() : new Map<string, string>(),
    allHooks().then((agents) => Promise.all(agents.flatMap((agent) => agent.ledgerDescriptions?.(userId, rows) ?? []))),
  ]);
  return rows.map((row, index) => {
    const description = byAgent.map((descriptions) => descriptions[index]).find((text) => text !== undefined);
    return description === undefined ? describe(row, names) : { package_name: null, description };
  });
}

interface RunNames {
  agent_name: string;
  work: string;
}

/** The agent's name as the run's input recorded it when it started; the agent's kind when the input names none. */
function runNames(run: { kind: string; input: unknown }): RunNames {
  const input = (run.input ?? {}) as Record<string, unknown>;
  const named = [input.agent_name, input.name].find((name): name is string => typeof name === "string" && name.trim() !== "");
  const agent = agentOfKind(run.kind);
  return { agent_name: named ?? (agent ? agentName(agent) : "An agent"), work: isRunKind(run.kind) ? RUN_KINDS[run.kind].label : run.kind };
}

/** The runs a page of ledger rows holds or charges credits for, read in one batch (a run removed since is left out). */
export async function runNamesOf(userId: string, ledgerIds: string[]): Promise<Map<string, RunNames>> {
  const runIds = [...new Set(ledgerIds.flatMap((ledgerId) => runStepOf(ledgerId)?.runId ?? []))];
  if (!runIds.length) return new Map();
  const { data } = await RunEntity.get(runIds.map((runId) => ({ userId, runId }))).go({ attributes: ["runId", "kind", "input"] });
  return new Map(data.map((run) => [run.runId, runNames(run)]));
}

/**
 * A top-up's reference is the package id it bought, optionally followed by ": <note>"; people read the
 * package's name instead. Other references are already readable (run ids, notes) and stay as they are.
 */
function describe(row: LedgerReference, names: ReadonlyMap<string, string>) {
  if (row.kind !== "topup") return { package_name: null, description: row.reference };
  const split = row.reference.indexOf(": ");
  const packageId = split === -1 ? row.reference : row.reference.slice(0, split);
  const name = names.get(packageId) ?? null;
  return { package_name: name, description: name ? name + row.reference.slice(packageId.length) : row.reference };
}
