import { randomUUID } from "node:crypto";
import { GetItemCommand, PutItemCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { onLocalStack } from "./local-stack";
import { printTable } from "./table";

const HOLDS = 200;
const CONCURRENCY = 20;

async function inParallel(count: number, concurrency: number, task: (index: number) => Promise<unknown>) {
  let next = 0;
  const failures: unknown[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        await task(index).catch((error) => failures.push(error));
      }
    }),
  );
  return failures;
}

/** Contended 1-credit holds on one balance: the ledger against a naive read-modify-write that loses updates. */
export async function benchContendedHolds() {
  await onLocalStack(async (resources) => {
    const { Credit } = await import("@sitecrew/core/credit");

    const userId = `usr_bench_${randomUUID().replace(/-/g, "")}`;
    await Credit.grant({ userId, ledgerId: "led_bench_start", credits: HOLDS });
    let started = performance.now();
    const failures = await inParallel(HOLDS, CONCURRENCY, (index) => Credit.hold({ userId, runId: `run_${index}`, credits: 1 }));
    const ledgerSeconds = (performance.now() - started) / 1000;
    const ledgerBalance = await Credit.balance(userId);

    // The baseline: read the number, subtract, write it back, with nothing guarding the gap.
    const dynamo = new DynamoDBClient({});
    const key = { pk: { S: `bench#naive#${randomUUID()}` }, sk: { S: "balance" } };
    await dynamo.send(new PutItemCommand({ TableName: resources.table, Item: { ...key, credits: { N: String(HOLDS) } } }));
    started = performance.now();
    await inParallel(HOLDS, CONCURRENCY, async () => {
      const { Item } = await dynamo.send(new GetItemCommand({ TableName: resources.table, Key: key, ConsistentRead: true }));
      const credits = Number(Item?.credits?.N ?? 0) - 1;
      await dynamo.send(new PutItemCommand({ TableName: resources.table, Item: { ...key, credits: { N: String(credits) } } }));
    });
    const naiveSeconds = (performance.now() - started) / 1000;
    const { Item } = await dynamo.send(new GetItemCommand({ TableName: resources.table, Key: key, ConsistentRead: true }));
    const naiveBalance = Number(Item?.credits?.N);
    dynamo.destroy();

    printTable(
      `Contended holds: ${HOLDS} holds of 1 credit on one balance of ${HOLDS}, ${CONCURRENCY} at a time (DynamoDB Local)`,
      ["approach", "holds/s", "refused", "final balance", "lost updates"],
      [
        // Every hold that succeeded took one credit, so what is left should be exactly the refusals.
        ["ledger (versioned transaction)", (HOLDS / ledgerSeconds).toFixed(0), failures.length, ledgerBalance, ledgerBalance - failures.length],
        ["naive read-modify-write", (HOLDS / naiveSeconds).toFixed(0), 0, naiveBalance, naiveBalance],
      ],
    );
  });
}
