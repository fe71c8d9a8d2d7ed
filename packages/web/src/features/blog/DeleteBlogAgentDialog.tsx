import { DeleteAgentDialog } from "../services/DeleteAgentDialog";
import { deleteBlogAgent } from "./blog-actions";
import { DELETE_FAILED_MESSAGE } from "./blog-form";
import { BLOG_AGENTS_QUERY_KEY, blogAgentQueryOptions } from "./blog-queries";

interface Target {
  id: string;
  name: string;
}

/** Asks before deleting an agent; null keeps the dialog closed. */
export function DeleteBlogAgentDialog({ agent, onClose }: { agent: Target | null; onClose: () => void }) {
  if (!agent) return null;
  const deletion = {
    title: "Delete Blog Agent",
    failedMessage: DELETE_FAILED_MESSAGE,
    deleted: { title: "Blog agent deleted", message: `${agent.name} will not write again. Its posts stay on your site.` },
    remove: () => deleteBlogAgent(agent.id),
    agentQueryKey: blogAgentQueryOptions(agent.id).queryKey,
    listQueryKey: BLOG_AGENTS_QUERY_KEY,
    children: "Its schedule stops; the posts it wrote stay on your site. This cannot be undone.",
  };
  return <DeleteAgentDialog key={agent.id} deletion={deletion} name={agent.name} onClose={onClose} />;
}
