import { DynamoDBClient, GetItemCommand, ProvisionedThroughputExceededException, RequestLimitExceeded, ThrottlingException } from "@aws-sdk/client-dynamodb";
import { Entity } from "electrodb";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { freePort } from "../local/ports";
import { onError } from "./errors";

/** What the API answers when a route throws `error`. */
async function answerTo(error: unknown) {
  const app = new Hono();
  app.get("/", () => {
    throw error;
  });
  app.onError(onError);
  const response = await app.request("/");
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

/** The error the SDK really throws for a database nobody listens for. */
async function closedPortError(wrap: "sdk" | "electrodb") {
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${await freePort()}`,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    maxAttempts: 1,
  });
  try {
    if (wrap === "sdk") await client.send(new GetItemCommand({ TableName: "sitecrew", Key: { pk: { S: "x" }, sk: { S: "y" } } }));
    else {
      const entity = new Entity(
        {
          model: { entity: "probe", version: "1", service: "sitecrew" },
          attributes: { id: { type: "string", required: true } },
          indexes: { byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } } },
        },
        { table: "sitecrew", client },
      );
      await entity.get({ id: "x" }).go();
    }
  } catch (error) {
    return error;
  } finally {
    client.destroy();
  }
  throw new Error("the call did not fail");
}

const UNAVAILABLE = { code: "unavailable", message: "The database is not reachable right now. Please try again in a moment." };

describe("errors from an unreachable or overloaded database", () => {
  it("answer 503 with Retry-After when the SDK cannot connect, thrown as is or wrapped by ElectroDB", async () => {
    for (const wrap of ["sdk", "electrodb"] as const) {
      const error = await closedPortError(wrap);
      expect(JSON.stringify(error) + String(error)).toMatch(/ECONNREFUSED/);
      const answer = await answerTo(error);
      expect(answer, wrap).toEqual({ status: 503, retryAfter: "5", body: UNAVAILABLE });
    }
  });

  it("answer 503 for timeouts, dropped connections and DynamoDB's own busy answers", async () => {
    const metadata = { $metadata: {} };
    const dropped = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    const timeout = Object.assign(new Error("Connection timed out after 1000 ms"), { name: "TimeoutError" });
    const networking = Object.assign(new Error("getaddrinfo EAI_AGAIN"), { name: "NetworkingError" });
    const unavailable = Object.assign(new Error("Service unavailable"), { name: "ServiceUnavailable" });
    for (const error of [
      dropped,
      new Error("socket hang up"),
      timeout,
      networking,
      unavailable,
      new ThrottlingException({ message: "Rate exceeded", ...metadata }),
      new ProvisionedThroughputExceededException({ message: "Throughput exceeded", ...metadata }),
      new RequestLimitExceeded({ message: "Account limit exceeded", ...metadata }),
      new Error("Error thrown by DynamoDB client", { cause: new AggregateError([dropped]) }),
    ]) {
      expect(await answerTo(error), String(error)).toEqual({ status: 503, retryAfter: "5", body: UNAVAILABLE });
    }
  });

  it("leaves other failures a 500 without Retry-After", async () => {
    for (const error of [new TypeError("x is undefined"), Object.assign(new Error("ValidationException"), { name: "ValidationException" })]) {
      const answer = await answerTo(error);
      expect(answer.status).toBe(500);
      expect(answer.retryAfter).toBeNull();
    }
  });
});
