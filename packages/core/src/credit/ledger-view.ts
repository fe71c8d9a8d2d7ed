import { ChatAgentEntity } from "../chat/agent.entity";
import { CreditPackageEntity } from "../payment/package.entity";
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
