import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** Runs a media tool with an argument array, never through a shell; a failure carries the tool's last words. */
export async function runTool(command: string, args: string[], timeoutMs = 120_000) {
  try {
    return (await execFileAsync(command, args, { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim().split("\n").slice(-3).join(" ");
    throw new Error(`${command} failed${stderr ? `: ${stderr}` : ""}`, { cause: error });
  }
}

/** A fresh private folder for a tool's files, removed afterwards whatever happens. */
export async function withScratchDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "sitecrew-audio-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
