import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/Button";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { cancelRun } from "./activity-queries";
import { runQueryOptions, RUNS_QUERY_KEY } from "./use-run-progress";

/** Cancels a run that has not started; its held credits go back to the balance. */
export function CancelRunButton({ runId }: { runId: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => cancelRun(runId),
    onSuccess: async (run) => {
      queryClient.setQueryData(runQueryOptions(runId).queryKey, run);
      toast({ title: "Run cancelled", message: "Its credits were returned to your balance." });
      await Promise.all([queryClient.invalidateQueries({ queryKey: RUNS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY })]);
    },
    onError: async (error) => {
      toast({ type: "error", title: "The run was not cancelled", message: messageOf(error, "Please try again.") });
      // It may have started meanwhile: show what it is doing now.
      await queryClient.invalidateQueries({ queryKey: runQueryOptions(runId).queryKey });
    },
  });
  return (
    <Button variant="danger" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      Cancel run
    </Button>
  );
}
