import { onLocalStack } from "./local-stack";
import { median, printTable } from "./table";

const ROUNDS = 40;

/**
 * Register, forgot-password and email change answer in the same time whether or not the address
 * has an account: each only enqueues a notice, and the mail worker does the lookups. Requests for
 * known and unknown addresses are interleaved so machine noise falls on both alike.
 */
export async function benchAccountTiming() {
  await onLocalStack(async () => {
    const { createApi } = await import("../../packages/functions/src/api");
    const { Auth, Password } = await import("@sitecrew/core/auth");
    const { User } = await import("@sitecrew/core/user");
    const api = createApi();
    const password = "bench-password";
    const known = `known-${Date.now()}@example.test`;
    await User.create({ email: known, firstName: "B", lastName: "M", companyName: "B", passwordHash: await Password.create(password), emailVerified: true });
    const { token } = await Auth.login({ email: known, password }, {});
    // Two owners of taken addresses, alternated, so each request really asks for a change.
    const taken = [`taken-a-${Date.now()}@example.test`, `taken-b-${Date.now()}@example.test`];
    for (const email of taken) {
      await User.create({ email, firstName: "T", lastName: "K", companyName: "T", passwordHash: await Password.create(password), emailVerified: true });
    }

    const post = (path: string, body: unknown, method = "POST", bearer?: string) =>
      api.request(`/api${path}`, {
        method,
        headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify(body),
      });
    const fresh = (tag: string, i: number) => `${tag}-${i}-${Date.now()}@example.test`;
    const cases = [
      {
        name: "POST /auth/forgot-password",
        existing: (_: number) => post("/auth/forgot-password", { email: known }),
        unknown: (i: number) => post("/auth/forgot-password", { email: fresh("nobody", i) }),
      },
      {
        name: "POST /auth/register",
        existing: (_: number) => post("/auth/register", { firstName: "A", lastName: "B", companyName: "C", email: known, password }),
        unknown: (i: number) => post("/auth/register", { firstName: "A", lastName: "B", companyName: "C", email: fresh("new", i), password }),
      },
      {
        name: "PUT /update-profile (email)",
        existing: (i: number) =>
          post("/update-profile", { first_name: "B", last_name: "M", company_name: "B", email: taken[i % 2], current_password: password }, "PUT", token),
        unknown: (i: number) =>
          post("/update-profile", { first_name: "B", last_name: "M", company_name: "B", email: fresh("free", i), current_password: password }, "PUT", token),
      },
    ];
    const rows: string[][] = [];
    for (const entry of cases) {
      const samples = { existing: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < ROUNDS; i++) {
        for (const kind of i % 2 ? (["existing", "unknown"] as const) : (["unknown", "existing"] as const)) {
          const started = performance.now();
          const response = kind === "existing" ? await entry.existing(i) : await entry.unknown(i);
          await response.text();
          if (response.status >= 300) throw new Error(`${entry.name} answered ${response.status}`);
          samples[kind].push(performance.now() - started);
        }
      }
      const a = median(samples.existing);
      const b = median(samples.unknown);
      rows.push([entry.name, `${a.toFixed(1)} ms`, `${b.toFixed(1)} ms`, `${(a / b).toFixed(2)}x`]);
    }
    printTable(
      `Account answers: address with an account vs without (median of ${ROUNDS}, in-process, DynamoDB Local)`,
      ["request", "has an account", "has none", "ratio"],
      rows,
    );
  });
}
