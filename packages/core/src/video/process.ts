import { spawn } from "node:child_process";

const TAIL_BYTES = 16_384;

export type ProcessFailure = { exitCode: number | null; timedOut: boolean; stderrTail: string };

export class ProcessFailed extends Error {
  constructor(readonly command: string, readonly failure: ProcessFailure) {
    super(`${command} ${failure.timedOut ? "timed out" : `exited with ${failure.exitCode}`}: ${lastLines(failure.stderrTail, 3)}`);
    this.name = "ProcessFailed";
  }
}

export function lastLines(text: string, count: number) {
  return text.trim().split("\n").slice(-count).join("\n");
}

/** Runs a program with an argument array (no shell), keeps stdout and the tail of stderr, and kills it after `timeoutMs`. */
export function runProcess(command: string, args: string[], timeoutMs: number, cwd?: string) {
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
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new ProcessFailed(command, { exitCode: null, timedOut: false, stderrTail: error.message }));
    });
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      if (exitCode === 0 && !timedOut) resolve(Buffer.concat(stdout).toString("utf8"));
      else reject(new ProcessFailed(command, { exitCode, timedOut, stderrTail: stderr }));
    });
  });
}
