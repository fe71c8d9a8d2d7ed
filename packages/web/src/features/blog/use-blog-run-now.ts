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

interface RunRequest {
  agent: RunnableAgent;
  /** Written about instead of the agent's next keyword. */
  topic?: string;
}

/** The note "Run now" carries: who will write the post (the offline writer or the configured model) and what for. */
export const WRITER_NOTE_ID = "blog-writer-note";

/** "Run now" for one agent at a time: the start, the run it gave, and why it could not start. */
export function useBlogRunNow({ onStarted }: { onStarted?: (run: StartedRun) => void } = {}) {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<StartedRun | null>(null);
  const mutation = useMutation({
    mutationFn: ({ agent, topic }: RunRequest) => runBlogAgent(agent.id, topic),
    onMutate: () => setStarted(null),
    onSuccess: (run, { agent }) => {
      const startedRun = { runId: run.id, agentName: agent.name, draft: agent.status === "draft" };
      setStarted(startedRun);
      onStarted?.(startedRun);
      // The run holds its credits at once.
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    },
  });
  return {
    started,
    start: (agent: RunnableAgent, topic?: string) => mutation.mutate({ agent, topic }),
    /** The agent whose start is being sent. */
    startingId: mutation.isPending ? mutation.variables.agent.id : null,
    failure: mutation.error,
    failedAgent: mutation.isError ? mutation.variables.agent.name : null,
    dismiss: () => {
      setStarted(null);
      mutation.reset();
    },
  };
}

export type BlogRunNow = ReturnType<typeof useBlogRunNow>;
