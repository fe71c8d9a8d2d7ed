import { agentName, agentOfKind, isRunKind, RUN_KINDS } from "../agents/catalog";
import { ChatAgentEntity } from "../chat/agent.entity";
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

/** A chat agent's credit pool writes its fills and returns with this reference. */
const CHAT_REFERENCE = "chat:";

const chatAgentOf = (reference: string) => (reference.startsWith(CHAT_REFERENCE) ? reference.slice(CHAT_REFERENCE.length) : null);

/**
 * The names a page of ledger rows mentions: packages when it holds a top-up, and the chat agents
 * whose answers it paid for, read in one batch (an agent deleted since reads as "a chat agent").
 */
export async function ledgerNames(userId: string, rows: ReadonlyArray<Pick<LedgerRow, "kind" | "reference">>) {
  const names = rows.some((row) => row.kind === "topup") ? await packageNames() : new Map<string, string>();
  const agentIds = [...new Set(rows.flatMap((row) => chatAgentOf(row.reference) ?? []))];
  if (agentIds.length) {
    const { data } = await ChatAgentEntity.get(agentIds.map((agentId) => ({ userId, agentId }))).go();
    for (const agent of data) names.set(agent.agentId, agent.name);
  }
  return names;
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
 * package's name instead. A chat agent's pool says what it set aside and gave back for answers. Other
 * references are already readable (run ids, notes) and stay as they are.
 */
export function describe(row: Pick<LedgerRow, "kind" | "reference">, names: ReadonlyMap<string, string>) {
  const chatAgent = chatAgentOf(row.reference);
  if (chatAgent !== null) {
    const description =
      row.kind === "release" ? "Chat answers: unused credits returned" : `Chat answers: credits set aside for ${names.get(chatAgent) ?? "a chat agent"}`;
    return { package_name: null, description };
  }
  if (row.kind !== "topup") return { package_name: null, description: row.reference };
  const split = row.reference.indexOf(": ");
  const packageId = split === -1 ? row.reference : row.reference.slice(0, split);
  const name = names.get(packageId) ?? null;
  return { package_name: name, description: name ? name + row.reference.slice(packageId.length) : row.reference };
}
