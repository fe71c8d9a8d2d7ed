import { useUserId } from "../actor";
import { VisibleError } from "../error";
import { Republish } from "../job/republish";
import { type RunItem, runView } from "../job/view";
import { KeptOutput } from "./kept";
import { runnerOf } from "../agents/hooks";
import { SiteRefusals } from "./refusals";

export { KeptOutput, keptPrefix } from "./kept";
export { SiteRefusals } from "./refusals";

const notFound = () => new VisibleError("not_found", "run_not_found", "Run not found");
const alreadyPublished = () => new VisibleError("conflict", "run_published", "This run's work is already on the site.");
const notRefused = () => new VisibleError("conflict", "run_not_refused", "Only a run whose work the site refused can be published again.");

/** Whether a site refusal ends the sending of generated work (rather than a fault of ours, which is retried). */
export const isSiteRefusal = (error: unknown): error is VisibleError => error instanceof VisibleError && error.kind !== "unavailable";

/** What a run keeps when its site refused the work: the refusal, counted against the domain. */
export async function refusedOutput(run: Pick<RunItem, "userId" | "domainId">, error: VisibleError, summary: Record<string, unknown>) {
  await SiteRefusals.record({ userId: run.userId, domainId: run.domainId }, error.message);
  return { ...summary, published: false, publish_error: error.message };
}

/** Generated work reaching the owner's site, and being sent again when the site refused it. */
export namespace Delivery {
  /**
   * Sends a succeeded run's kept output to its site again, for free. Answers the run as it is now;
   * the site's refusal, again, as its error. Once it is on the site, a second call answers 409.
   */
  export async function publish(runId: string) {
    const userId = useUserId();
    const run = await Republish.load(userId, runId);
    if (!run) throw notFound();
    const output = (run.output ?? {}) as Record<string, unknown>;
    const publisher = (await runnerOf(run.kind))?.publisher;
    if (run.republishedAt !== undefined || (run.status === "succeeded" && output.published !== false && publisher)) throw alreadyPublished();
    if (!publisher || run.status !== "succeeded") throw notRefused();
    const kept = await KeptOutput.read(run);
    if (kept === undefined) throw notRefused();

    let sent: Awaited<ReturnType<Awaited<ReturnType<typeof publisher>>>>;
    try {
      sent = await (await publisher())(run, kept);
    } catch (error) {
      if (isSiteRefusal(error)) await Republish.refused(run, error.message);
      throw error;
    }
    if (!(await Republish.published(run, sent.output, sent.detail))) throw alreadyPublished();
    await SiteRefusals.clear({ userId, domainId: run.domainId });
    return runView((await Republish.load(userId, runId))!);
  }
}
