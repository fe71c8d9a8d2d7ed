import { CreditPackageEntity } from "../payment/package.entity";
import type { LedgerRow } from "./schema";

/** What the top-up page offers a package as: "500-credit package". */
export const packageName = (credits: number) => `${credits.toLocaleString("en-US")}-credit package`;

/** Package ids to names. The packages are a handful of items in one partition, read whole. */
export async function packageNames(): Promise<Map<string, string>> {
  const { data } = await CreditPackageEntity.query.all({}).go({ pages: "all" });
  return new Map(data.map((item) => [item.packageId, packageName(item.credits)]));
}

/**
 * A top-up's reference is the package id it bought, optionally followed by ": <note>"; people read the
 * package's name instead. Other references are already readable (run ids, notes) and stay as they are.
 */
export function describe(row: Pick<LedgerRow, "kind" | "reference">, names: ReadonlyMap<string, string>) {
  if (row.kind !== "topup") return { package_name: null, description: row.reference };
  const split = row.reference.indexOf(": ");
  const packageId = split === -1 ? row.reference : row.reference.slice(0, split);
  const name = names.get(packageId) ?? null;
  return { package_name: name, description: name ? name + row.reference.slice(packageId.length) : row.reference };
}
