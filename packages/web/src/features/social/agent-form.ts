import { CreateSocialAgentInput } from "@sitecrew/core/social/schema";
import { validate } from "../../lib/form";

export const SOCIAL_AGENT_STATUSES = ["active", "paused"] as const;
export type SocialAgentStatus = (typeof SOCIAL_AGENT_STATUSES)[number];
export const NAME_MAX_LENGTH = 100;

export interface SocialAgentValues {
  name: string;
  voice: string;
  /** The domain whose posts become videos; fixed once the agent exists. */
  blog_id: string;
  status: SocialAgentStatus;
}

/** What an agent saved earlier brings to the form. */
export interface SavedSocialAgent {
  name: string;
  voice: string;
  blog_id: string;
  status: string;
}

/** A new agent is active, on the selected domain. */
export const emptyAgentValues = (blogId: string): SocialAgentValues => ({ name: "", voice: "", blog_id: blogId, status: "active" });

export const agentValuesOf = (agent: SavedSocialAgent): SocialAgentValues => ({
  name: agent.name,
  voice: agent.voice,
  blog_id: agent.blog_id,
  status: agent.status === "paused" ? "paused" : "active",
});

export type AgentFieldErrors = Partial<Record<"name" | "voice" | "blog_id", string>>;

/** The API's own checks, so the form and the server say the same; without a name, a voice and a blog nothing is sent. */
export function checkAgentValues(values: SocialAgentValues): AgentFieldErrors {
  const result = validate(CreateSocialAgentInput, values);
  return result.ok ? {} : agentFieldErrors(result.errors);
}

/** The errors the form shows beside its fields, from the form's checks or the server's answer. */
export const agentFieldErrors = (fields: Record<string, string>): AgentFieldErrors => ({
  ...(fields.name ? { name: fields.name } : {}),
  ...(fields.voice ? { voice: fields.voice } : {}),
  ...(fields.blog_id ? { blog_id: fields.blog_id } : {}),
});
