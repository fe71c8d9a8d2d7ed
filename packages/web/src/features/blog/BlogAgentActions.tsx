import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { BLOG_AGENTS_QUERY_KEY, type BlogAgent } from "./blog-queries";
import { pauseBlogAgent, resumeBlogAgent } from "./blog-actions";
import { useWriter } from "../writer/writer-queries";
import { type BlogRunNow, WRITER_NOTE_ID } from "./use-blog-run-now";

interface BlogAgentActionsProps {
  agent: BlogAgent;
  runNow: BlogRunNow;
  onDelete: (agent: BlogAgent) => void;
}

/** One agent's row actions; each names its agent for screen readers, as the row's buttons read alike. */
export function BlogAgentActions({ agent, runNow, onDelete }: BlogAgentActionsProps) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => (agent.paused ? resumeBlogAgent(agent.id) : pauseBlogAgent(agent.id)),
    onSuccess: async (saved) => {
      toast({
        title: saved.paused ? "Agent paused" : "Agent resumed",
        message: `${saved.name} ${saved.paused ? "will not write until you resume it." : "is back on its schedule."}`,
      });
      await queryClient.invalidateQueries({ queryKey: BLOG_AGENTS_QUERY_KEY });
    },
    onError: (error) =>
      toast({
        type: "error",
        title: agent.paused ? "Failed to resume blog agent." : "Failed to pause blog agent.",
        message: messageOf(error, "Please try again."),
      }),
  });
  const name = <span className="visually-hidden"> {agent.name}</span>;
  const starting = runNow.startingId === agent.id;
  const writer = useWriter();

  return (
    <div className="blog-actions">
      <Button
        size="sm"
        loading={starting}
        disabled={runNow.startingId !== null && !starting}
        aria-describedby={writer ? WRITER_NOTE_ID : undefined}
        onClick={() => runNow.start(agent)}
      >
        Run now · {agent.run_cost} credits{name}
      </Button>
      <Link to="/add-service/view-blog-content/$id" params={{ id: agent.id }} className="btn btn-secondary btn-sm">
        View{name}
      </Link>
      <Link to="/add-service/edit-blog-agent/$id" params={{ id: agent.id }} className="btn btn-secondary btn-sm">
        Edit{name}
      </Link>
      <Button variant="secondary" size="sm" loading={toggle.isPending} onClick={() => toggle.mutate()}>
        {agent.paused ? "Resume" : "Pause"}
        {name}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onDelete(agent)}>
        Delete{name}
      </Button>
    </div>
  );
}
