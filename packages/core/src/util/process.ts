import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TAIL_BYTES = 16_384;
// Audio jobs take seconds; a tool stuck this long is not coming back.
const DEFAULT_TIMEOUT_MS = 120_000;

export type ProcessFailure = { exitCode: number | null; timedOut: boolean; stderrTail: string };

export class ProcessFailed extends Error {
  constructor(
    readonly command: string,
    readonly failure: ProcessFailure,
  ) {
    super(
      `${command} ${failure.timedOut ? "timed out" : failure.exitCode === null ? "did not start" : `exited with ${failure.exitCode}`}: ${lastLines(failure.stderrTail, 3)}`,
    );
    this.name = "ProcessFailed";
  }
}

export function lastLines(text: string, count: number) {
  return text.trim().split("\n").slice(-count).join("\n");
}

/**
 * Runs a program (the media tools: ffmpeg, ffprobe, espeak-ng) with an argument array, never a
 * shell; keeps stdout and the tail of stderr, and kills it after `timeoutMs`. A tool that is not
 * installed says which Debian package brings it.
 */
export function runProcess(command: string, args: string[], timeoutMs = DEFAULT_TIMEOUT_MS, cwd?: string) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    let stderr = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-TAIL_BYTES);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const reason = error.code === "ENOENT" ? `${command} is not installed (Debian: sudo apt-get install -y ${packageOf(command)})` : error.message;
      reject(new ProcessFailed(command, { exitCode: null, timedOut: false, stderrTail: reason }));
    });
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      if (exitCode === 0 && !timedOut) resolve(Buffer.concat(stdout).toString("utf8"));
      else reject(new ProcessFailed(command, { exitCode, timedOut, stderrTail: stderr }));
    });
  });
}

const packageOf = (command: string) => (command === "ffprobe" ? "ffmpeg" : command);

/** A fresh private folder for a tool's files, removed afterwards whatever happens. */
export async function withScratchDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "sitecrew-media-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
