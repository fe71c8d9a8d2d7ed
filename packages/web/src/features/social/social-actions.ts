import { api, read } from "../../lib/api";
import type { SocialAgentValues } from "./agent-form";
import type { generateBody } from "./generate-form";
import { byId } from "./social-queries";

/** A new agent on its blog, or the changes to one; the blog of an agent never changes. */
export function saveSocialAgent(agentId: string | undefined, values: SocialAgentValues) {
  const common = { name: values.name.trim(), voice: values.voice, status: values.status };
  return agentId
    ? read(api["social-agent"][":id"].$put({ ...byId(agentId), json: common }))
    : read(api["social-agent"].$post({ json: { ...common, blog_id: values.blog_id } }));
}

export const deleteSocialAgent = (id: string) => read(api["social-agent"][":id"].$delete(byId(id)));

/** One video per post, each holding its credits; answers the new videos and the credits held. */
export const generateSocialContent = (agentId: string, body: ReturnType<typeof generateBody>) =>
  read(api["social-content"][":id"].$post({ ...byId(agentId), json: body }));

export const deleteSocialContent = (contentId: string) => read(api["social-content"][":id"].$delete(byId(contentId)));

/** Starts publishing a video to the Instagram account with the owner's caption; the server sends its stored file. */
export const publishToInstagram = (instagramId: string, content: { contentId: string; postTitle: string; video: string; caption: string }) =>
  read(api["social-agent"].instagram[":id"].$post({ ...byId(instagramId), json: content }));
