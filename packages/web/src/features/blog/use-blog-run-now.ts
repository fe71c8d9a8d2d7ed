import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { runBlogAgent } from "./blog-actions";

/** What "Run now" needs to know about an agent. */
export interface RunnableAgent {
  id: string;
  name: string;
  /** A draft agent's post waits for approval; a publishing one goes live. */
  status: string;
}

/** A run this page started, followed until it finishes. */
export interface StartedRun {
  runId: string;
  agentName: string;
  draft: boolean;
}

/** "Run now" for one agent at a time: the start, the run it gave, and why it could not start. */
export function useBlogRunNow() {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<StartedRun | null>(null);
  const mutation = useMutation({
    mutationFn: (agent: RunnableAgent) => runBlogAgent(agent.id),
    onMutate: () => setStarted(null),
    onSuccess: (run, agent) => {
      setStarted({ runId: run.id, agentName: agent.name, draft: agent.status === "draft" });
      // The run holds its credits at once.
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    },
  });
  return {
    started,
    start: (agent: RunnableAgent) => mutation.mutate(agent),
    /** The agent whose start is being sent. */
    startingId: mutation.isPending ? mutation.variables.id : null,
    failure: mutation.error,
    failedAgent: mutation.isError ? mutation.variables.name : null,
    dismiss: () => {
      setStarted(null);
      mutation.reset();
    },
  };
}

export type BlogRunNow = ReturnType<typeof useBlogRunNow>;
