import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/Button";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { publishRun } from "./activity-queries";
import { runQueryOptions, RUNS_QUERY_KEY } from "./use-run-progress";

/** Sends what a run made, which its site refused, to the site again; nothing is charged. */
export function PublishAgainButton({ runId, variant = "primary" }: { runId: string; variant?: "primary" | "secondary" }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => publishRun(runId),
    onSuccess: async (run) => {
      queryClient.setQueryData(runQueryOptions(runId).queryKey, run);
      toast({ title: "Sent to your site", message: "Your site accepted it this time." });
      await queryClient.invalidateQueries({ queryKey: RUNS_QUERY_KEY });
    },
    onError: async (error) => {
      toast({ type: "error", title: "Your site refused it again", message: messageOf(error, "Please try again.") });
      await queryClient.invalidateQueries({ queryKey: runQueryOptions(runId).queryKey });
    },
  });
  return (
    <Button variant={variant} loading={mutation.isPending} onClick={() => mutation.mutate()}>
      Publish again
    </Button>
  );
}
