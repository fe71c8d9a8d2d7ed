import { randomUUID } from "node:crypto";
import { DynamoDBClient, ScanCommand, type ScanCommandOutput } from "@aws-sdk/client-dynamodb";
import { ulid } from "ulid";
import { onLocalStack } from "./local-stack";
import { median, printTable } from "./table";

const SMALL = 100;
const LARGE = 100_000;
const RUNS = 15;
const LIMIT = 10;

/**
 * The shared list mechanism: page 1 of a user's domains with 100 and with 100,000 in one
 * partition, against a Scan-and-filter baseline that reads the whole table.
 */
export async function benchListPages() {
  await onLocalStack(async (resources) => {
    const { withActor } = await import("@sitecrew/core/actor");
    const { Site } = await import("@sitecrew/core/site");
    const { listPage } = await import("../../packages/core/src/db/list");
    const { DomainEntity } = await import("../../packages/core/src/site/domain.entity");
    const { CounterEntity } = await import("../../packages/core/src/db/counter.entity");

    async function fill(count: number) {
      const userId = `usr_bench_${randomUUID().replace(/-/g, "")}`;
      const started = performance.now();
      for (let offset = 0; offset < count; offset += 5_000) {
        const items = Array.from({ length: Math.min(5_000, count - offset) }, (_, index) => {
          const host = `site${offset + index}.example.com`;
          return {
            userId,
            domainId: `dom_${ulid().toLowerCase()}`,
            domainName: `https://${host}`,
            siteKey: host,
            licenseKey: "sck_bench",
            licenseHash: `bench_${userId}_${offset + index}`,
          };
        });
        await DomainEntity.put(items).go({ concurrency: 8 });
      }
      await CounterEntity.put({ userId, name: "domains", count }).go();
      return { userId, seconds: (performance.now() - started) / 1000 };
    }

    const timeList = async (userId: string, page: number) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        await withActor({ type: "user", properties: { userId } }, () => Site.list({ page, limit: LIMIT }));
        times.push(performance.now() - started);
      }
      const meter = { itemsRead: 0 };
      await listPage({ query: DomainEntity.query.byUser({ userId }), entity: DomainEntity, page, limit: LIMIT, total: 0, meter });
      return { ms: median(times), itemsRead: meter.itemsRead };
    };

    const dynamo = new DynamoDBClient({});
    const scanAndFilter = async (userId: string) => {
      const started = performance.now();
      let scanned = 0;
      const keys: string[] = [];
      let cursor: ScanCommandOutput["LastEvaluatedKey"];
      do {
        const output: ScanCommandOutput = await dynamo.send(
          new ScanCommand({
            TableName: resources.table,
            ExclusiveStartKey: cursor,
            FilterExpression: "contains(pk, :user) AND begins_with(sk, :kind)",
            ExpressionAttributeValues: { ":user": { S: userId }, ":kind": { S: "$domain_1" } },
          }),
        );
        scanned += output.ScannedCount ?? 0;
        for (const item of output.Items ?? []) keys.push(item.sk?.S ?? "");
        cursor = output.LastEvaluatedKey;
      } while (cursor);
      keys.sort().reverse().slice(0, LIMIT);
      return { ms: performance.now() - started, itemsRead: scanned };
    };

    const small = await fill(SMALL);
    await timeList(small.userId, 2);
    const smallPage = await timeList(small.userId, 1);
    const scanSmallAlone = await scanAndFilter(small.userId);
    const large = await fill(LARGE);
    const largePage = await timeList(large.userId, 1);
    const largePage100 = await timeList(large.userId, 100);
    const smallPageAfter = await timeList(small.userId, 1);
    const scanSmallCrowded = await scanAndFilter(small.userId);
    dynamo.destroy();

    const ratio = largePage.ms / smallPage.ms;
    printTable(
      `Paged lists: page of ${LIMIT} domains, median of ${RUNS} (DynamoDB Local; ${LARGE.toLocaleString("en")} items written in ${large.seconds.toFixed(0)} s)`,
      ["list", "items in partition", "items in table", "median ms", "items read"],
      [
        ["shared list, page 1", SMALL, SMALL, smallPage.ms.toFixed(1), smallPage.itemsRead],
        ["shared list, page 1", LARGE, SMALL + LARGE, largePage.ms.toFixed(1), largePage.itemsRead],
        ["shared list, page 1 (the small user again)", SMALL, SMALL + LARGE, smallPageAfter.ms.toFixed(1), smallPageAfter.itemsRead],
        ["shared list, page 100", LARGE, SMALL + LARGE, largePage100.ms.toFixed(1), largePage100.itemsRead],
        ["Scan and filter, page 1", SMALL, SMALL, scanSmallAlone.ms.toFixed(1), scanSmallAlone.itemsRead],
        ["Scan and filter, page 1", SMALL, SMALL + LARGE, scanSmallCrowded.ms.toFixed(1), scanSmallCrowded.itemsRead],
      ],
    );
    console.log(`page 1 with ${LARGE.toLocaleString("en")} / with ${SMALL}: ${ratio.toFixed(2)}x (target at most 1.3x) ${ratio <= 1.3 ? "MET" : "NOT MET"}`);
  });
}
