import { spawn, type ChildProcess } from "node:child_process";
import { describe, expect, it } from "vitest";
import { supervise } from "./supervisor";

/** A tiny stand-in for DynamoDB Local: a node process that exits after `ms`, or never. */
const fake = (ms?: number): ChildProcess =>
  spawn(process.execPath, ["-e", ms === undefined ? "setInterval(() => {}, 1000)" : `setTimeout(() => process.exit(3), ${ms})`], { stdio: "ignore" });

const until = async (check: () => boolean, ms = 10_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("the restart supervisor", () => {
  it("restarts a child that exits, with a clear line each time", async () => {
    const lines: string[] = [];
    let restarted = 0;
    const supervised = supervise(fake(50), {
      name: "Fake DB",
      restart: () => {
        restarted++;
        return fake();
      },
      delayMs: 10,
      log: (line) => lines.push(line),
      onGiveUp: () => {
        throw new Error("gave up");
      },
    });
    await until(() => supervised.restarts === 1);
    expect(restarted).toBe(1);
    expect(lines).toEqual(["Fake DB stopped (exit code 3); restarting it (attempt 1 of 3)."]);
    const running = supervised.child;
    expect(running.exitCode).toBeNull();

    await supervised.stop();
    expect(running.exitCode !== null || running.signalCode !== null).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(restarted).toBe(1);
  });

  it("gives up with a clear reason when the child keeps dying", async () => {
    const lines: string[] = [];
    let reason: string | undefined;
    const supervised = supervise(fake(10), {
      name: "Fake DB",
      restart: () => fake(10),
      maxRestarts: 2,
      delayMs: 10,
      log: (line) => lines.push(line),
      onGiveUp: (why) => (reason = why),
    });
    await until(() => reason !== undefined);
    expect(reason).toBe("Fake DB stopped (exit code 3) and did not stay up after 2 restarts.");
    expect(lines).toEqual(["Fake DB stopped (exit code 3); restarting it (attempt 1 of 2).", "Fake DB stopped (exit code 3); restarting it (attempt 2 of 2)."]);
    expect(supervised.restarts).toBe(2);
  });

  it("counts only failures in a row: a child that stayed up starts the count again", async () => {
    let reason: string | undefined;
    const supervised = supervise(fake(80), {
      name: "Fake DB",
      restart: () => fake(80),
      maxRestarts: 1,
      stableMs: 40,
      delayMs: 5,
      log: () => {},
      onGiveUp: (why) => (reason = why),
    });
    await until(() => supervised.restarts >= 3);
    expect(reason).toBeUndefined();
    await supervised.stop();
  });

  it("gives up when the child cannot be started again", async () => {
    let reason: string | undefined;
    supervise(fake(10), {
      name: "Fake DB",
      restart: () => {
        throw new Error("java: not found");
      },
      delayMs: 5,
      log: () => {},
      onGiveUp: (why) => (reason = why),
    });
    await until(() => reason !== undefined);
    expect(reason).toBe("Fake DB stopped and could not be started again: java: not found");
  });
});
