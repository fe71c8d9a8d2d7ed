import { isConditionFailure } from "../db/errors";
import { RunEntity } from "./run.entity";
import type { RunItem } from "./view";

const RUN_ID = /^run_[0-9a-z]{26}$/;

/**
 * What sending a succeeded run's kept work to its site again writes on the run. The runner owns every write to a
 * run, so delivery asks it here instead of patching runs itself; each write holds only while the run has not been
 * published again, so two sends at once record one.
 */
export namespace Republish {
  /** The owner's run, read consistently; undefined for another owner's or a malformed id. */
  export async function load(userId: string, runId: string): Promise<RunItem | undefined> {
    if (!RUN_ID.test(runId)) return undefined;
    const { data } = await RunEntity.get({ userId, runId }).go({ consistent: true });
    return data ?? undefined;
  }

  /** The site refused the work again: its words become the run's publish error. */
  export async function refused(run: RunItem, message: string) {
    const output = (run.output ?? {}) as Record<string, unknown>;
    await RunEntity.patch({ userId: run.userId, runId: run.runId })
      .set({ output: { ...output, publish_error: message } })
      .where((attr, op) => op.notExists(attr.republishedAt))
      .go()
      .catch((failure: unknown) => {
        if (!isConditionFailure(failure)) throw failure;
      });
  }

  /** The work is on the site: the run keeps what was sent and a Publishing step. Answers false when another send recorded it first. */
  export async function published(run: RunItem, output: Record<string, unknown>, detail: string | undefined, now = Date.now()) {
    try {
      await RunEntity.patch({ userId: run.userId, runId: run.runId })
        .set({ output, republishedAt: now })
        .append({ steps: [{ name: "Publishing", at: now, detail }] })
        .where((attr, op) => op.notExists(attr.republishedAt))
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
