import type { Tally } from "../analytics/metrics";
import type { RawWrite } from "../db/transaction";
import type { RunItem } from "./view";

/**
 * The contract between the run worker and an agent's work, in a file of its own: the agents' registry names these
 * types without loading the runner, so the runner can ask the registry for an agent's hooks without a circle.
 */

/** What the worker hands back when the work is done. */
export interface RunResult {
  output: Record<string, unknown>;
  provider?: string;
  model?: string;
  /**
   * Changes to the agent's own items that the run's success makes, written in the same
   * transaction as running -> succeeded: the owner never sees the result before the run (and its
   * credits) are settled, nor a settled run without its result.
   */
  commit?: RunCommit;
}

export interface RunCommit {
  writes: RawWrite[];
  /**
   * What the writes add to the day's analytics. The run's end adds its own figures to the same day's item, and a
   * transaction may touch an item once, so the runner adds these in that one write.
   */
  tally?: Tally;
  /** What the run ends with instead when a write's condition no longer holds (newer work came first). */
  superseded(): Promise<RunResult>;
  /** Clean-up once the success has committed (an index the result replaced). */
  after?(): Promise<void>;
}

export interface RunProgress {
  run: RunItem;
  /** Records a step as it happens; the Activity page shows it at once. */
  step(name: string, detail?: string): Promise<void>;
}

export type RunExecutor = (progress: RunProgress) => Promise<RunResult>;
