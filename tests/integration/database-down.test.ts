import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateTableCommand, DynamoDBClient, GetItemCommand, ListTablesCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { describe, expect, it } from "vitest";
import { freePort } from "../../packages/functions/src/local/ports";
import { startServices } from "../../packages/functions/src/local/services";
import { registeredUser } from "../support/users";

const UNAVAILABLE = { code: "unavailable", message: "The database is not reachable right now. Please try again in a moment." };

/** Runs requests against the API in a child process whose database endpoint is `endpoint`. */
function apiWithDatabaseAt(endpoint: string, requests: unknown[]) {
  const script = join(import.meta.dirname, "../support/api-process.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, JSON.stringify(requests)], {
    env: { ...process.env, AWS_ENDPOINT_URL_DYNAMODB: endpoint },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (err += chunk));
  return new Promise<Array<{ status: number; retryAfter: string | null; body: unknown }>>((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`API process exited ${code}: ${err}`)))),
  );
}

describe("while the database is unreachable", () => {
  it("the API answers 503 with a clear message and Retry-After, never a generic 500", async () => {
    const { token, email } = await registeredUser();
    const closed = `http://127.0.0.1:${await freePort()}`;
    const replies = await apiWithDatabaseAt(closed, [
      { method: "POST", path: "/auth/login", body: { email, password: "whatever-it-is-1" } },
      {
        method: "POST",
        path: "/auth/register",
        body: { firstName: "A", lastName: "B", email: "x@example.test", companyName: "C", password: "Long-enough-42" },
      },
      { method: "GET", path: "/get-profile", token },
      { method: "GET", path: "/domain", token },
      { method: "GET", path: "/balance", token },
    ]);
    for (const reply of replies) expect(reply).toEqual({ status: 503, retryAfter: "5", body: UNAVAILABLE });
  }, 60_000);
});

describe("npm start's DynamoDB Local", () => {
  it("is restarted on the same port with the same data when it dies", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "sitecrew-restart-"));
    const lost: string[] = [];
    const services = await startServices({ dataDir, onLost: (reason) => lost.push(reason) });
    const client = new DynamoDBClient({
      endpoint: services.dynamoEndpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    try {
      await client.send(
        new CreateTableCommand({
          TableName: "kept",
          KeySchema: [{ AttributeName: "pk", KeyType: "HASH" }],
          AttributeDefinitions: [{ AttributeName: "pk", AttributeType: "S" }],
          BillingMode: "PAY_PER_REQUEST",
        }),
      );
      await client.send(new PutItemCommand({ TableName: "kept", Item: { pk: { S: "survivor" } } }));

      const first = services.dynamoPid()!;
      process.kill(first, "SIGKILL");
      const started = Date.now();
      for (;;) {
        if (Date.now() - started > 60_000) throw new Error("DynamoDB Local did not come back");
        if (services.dynamoPid() !== first) {
          const back = await client.send(new ListTablesCommand({})).then(
            () => true,
            () => false,
          );
          if (back) break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const { Item } = await client.send(new GetItemCommand({ TableName: "kept", Key: { pk: { S: "survivor" } } }));
      expect(Item?.pk?.S).toBe("survivor");
      expect(lost).toEqual([]);
    } finally {
      client.destroy();
      await services.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
