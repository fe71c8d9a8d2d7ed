import { Spinner } from "../../components/ui/Spinner";
import { RunResultLink } from "./RunResultLink";
import { useRunProgress } from "./use-run-progress";

/** Where the run that made an item leads now (the live post once approved), read from the run itself. */
export function RunResultCell({ runId, context }: { runId: string; context: string }) {
  const run = useRunProgress(runId);
  if (run.isPending) {
    return (
      <>
        <Spinner />
        <span className="visually-hidden">Loading</span>
      </>
    );
  }
  if (!run.data?.result) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{run.isError ? "Could not be loaded" : "Nothing to show"}</span>
      </>
    );
  }
  return <RunResultLink result={run.data.result} context={context} />;
}
