import { Hono } from "hono";
import { onLocalStack } from "./local-stack";
import { median, printTable } from "./table";

const REQUESTS = 400;

async function timeRequests(fetch: () => Promise<Response>) {
  for (let i = 0; i < 20; i++) await (await fetch()).text();
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch();
    await response.text();
    if (response.status !== 200) throw new Error(`Unexpected status ${response.status}`);
    samples.push(performance.now() - started);
  }
  return { median: median(samples), p95: [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)]! };
}

/** GET /balance through the whole API (JWT check, user and balance reads on DynamoDB Local) against a bare handler. */
export async function benchRequestOverhead() {
  await onLocalStack(async () => {
    const { createApi } = await import("../../packages/functions/src/api");
    const { Auth, Password } = await import("@sitecrew/core/auth");
    const { User } = await import("@sitecrew/core/user");
    const email = `bench-${Date.now()}@example.test`;
    await User.create({
      email,
      firstName: "Bench",
      lastName: "Mark",
      companyName: "Bench",
      passwordHash: await Password.create("bench-password"),
      emailVerified: true,
    });
    const { token } = await Auth.login({ email, password: "bench-password" }, {});

    const api = createApi();
    const raw = new Hono().get("/api/balance", (c) => c.json({ data: { credits_balance: 0 } }));
    const bare = await timeRequests(async () => raw.request("/api/balance"));
    const full = await timeRequests(async () => api.request("/api/balance", { headers: { authorization: `Bearer ${token}` } }));
    printTable(
      `Authenticated request overhead, in-process (${REQUESTS} sequential requests)`,
      ["handler", "median ms", "p95 ms"],
      [
        ["bare Hono handler", bare.median.toFixed(3), bare.p95.toFixed(3)],
        ["GET /api/balance (JWT + 2 DynamoDB Local reads)", full.median.toFixed(3), full.p95.toFixed(3)],
        ["overhead", (full.median - bare.median).toFixed(3), (full.p95 - bare.p95).toFixed(3)],
      ],
    );
  });
}
