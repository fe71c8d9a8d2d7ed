import type { ChildProcess } from "node:child_process";

export interface SuperviseOptions {
  /** Shown in every line the supervisor logs, e.g. "DynamoDB Local". */
  name: string;
  /** Starts a fresh child the same way as the first: same port, same data directory. */
  restart(): ChildProcess;
  /** Restarts in a row before giving up; a child that stays up `stableMs` resets the count. */
  maxRestarts?: number;
  stableMs?: number;
  /** The wait before restart n is n times this. */
  delayMs?: number;
  log?: (line: string) => void;
  onRestarted?(child: ChildProcess): void;
  /** The child kept dying: the caller should stop, saying why. */
  onGiveUp(reason: string): void;
}

export interface Supervised {
  readonly child: ChildProcess;
  readonly restarts: number;
  /** Stops the child for good; its exit is then expected and not restarted. */
  stop(): Promise<void>;
}

/** Keeps a child process running: restarts it when it dies, a few times in a row at most. */
export function supervise(first: ChildProcess, options: SuperviseOptions): Supervised {
  const { name, maxRestarts = 3, stableMs = 60_000, delayMs = 500 } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  let child = first;
  let startedAt = Date.now();
  let inARow = 0;
  let total = 0;
  let stopping = false;
  let pending: NodeJS.Timeout | undefined;

  const watch = (current: ChildProcess) => {
    let handled = false;
    const lost = (how: string) => {
      if (handled || stopping) return;
      handled = true;
      if (Date.now() - startedAt >= stableMs) inARow = 0;
      if (inARow >= maxRestarts) {
        options.onGiveUp(`${name} stopped (${how}) and did not stay up after ${maxRestarts} restarts.`);
        return;
      }
      inARow++;
      log(`${name} stopped (${how}); restarting it (attempt ${inARow} of ${maxRestarts}).`);
      pending = setTimeout(() => {
        if (stopping) return;
        try {
          child = options.restart();
        } catch (error) {
          options.onGiveUp(`${name} stopped and could not be started again: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
        total++;
        startedAt = Date.now();
        watch(child);
        options.onRestarted?.(child);
      }, delayMs * inARow);
    };
    current.once("exit", (code, signal) => lost(signal ? `signal ${signal}` : `exit code ${code}`));
    current.once("error", (error) => lost(error.message));
  };
  watch(first);

  return {
    get child() {
      return child;
    },
    get restarts() {
      return total;
    },
    async stop() {
      stopping = true;
      clearTimeout(pending);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}
