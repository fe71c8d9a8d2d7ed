import type { IconName } from "../../components/ui/Icon";

/** The pages of the agents that are built. */
type AgentPage =
  | "/add-service/manage-blog-agent"
  | "/add-service/manage-social-media-agent"
  | "/add-service/manage-chat-agent"
  | "/add-service/manage-blog-optimization-agent"
  | "/add-service/manage-blog-auditor";

/** Where an agent is: built (with its page), still being designed, or a card with its own action. */
export type Availability =
  | { state: "ready"; to: AgentPage }
  | { state: "in-development" }
  | { state: "action" };

export interface CatalogAgent {
  name: string;
  description: string;
  icon: IconName;
  availability: Availability;
}

/** An agent card: what it is called, what it does, its icon and where it is. */
const agent = (name: string, description: string, icon: IconName, availability: Availability): CatalogAgent => ({
  name,
  description,
  icon,
  availability,
});

const ACTION: Availability = { state: "action" };
const IN_DEVELOPMENT_STATE: Availability = { state: "in-development" };

export const BLOG_AGENT = agent(
  "Blog Agent",
  "Writes blog posts for your site on a schedule, from your keywords, categories and writing style.",
  "sparkles",
  { state: "ready", to: "/add-service/manage-blog-agent" },
);

export const SOCIAL_AGENT = agent(
  "Social Media Agent",
  "Turns your blog posts into social videos with a chosen voice, ready to publish to Instagram.",
  "camera",
  { state: "ready", to: "/add-service/manage-social-media-agent" },
);

export const CHAT_AGENT = agent("Chat Agent", "A chat widget for your website that answers visitors, optionally from a PDF you upload.", "mail", {
  state: "ready",
  to: "/add-service/manage-chat-agent",
});

export const SEO_GROUP = agent(
  "Programmatic SEO Agents",
  "Improve what your site already has: optimise older posts, or audit your content against competitors.",
  "layers",
  ACTION,
);

export const CUSTOM_AGENTS = agent("Custom agents", "Need a complex agent built for your business? Tell us what it should do.", "help", ACTION);

/** The two agents behind the Programmatic SEO Agents card. */
export const SEO_AGENTS: readonly CatalogAgent[] = [
  agent("Blog Optimization", "Rewrites your older blog posts with the SEO provider you choose: Yoast, Rank Math or Semrush.", "chart", {
    state: "ready",
    to: "/add-service/manage-blog-optimization-agent",
  }),
  agent("Website SEO Auditor", "Compares the content you pick with up to ten competitor sites and writes an SEO report.", "search", {
    state: "ready",
    to: "/add-service/manage-blog-auditor",
  }),
];

export const IN_DEVELOPMENT: readonly CatalogAgent[] = [
  agent("Sales Agent", "Follows up with the leads your site brings in.", "coins", IN_DEVELOPMENT_STATE),
  agent("GEO Agent", "Helps AI answer engines find and cite your content.", "globe", IN_DEVELOPMENT_STATE),
];

/** The badge a card carries, if any: what cannot be opened says why. */
export function availabilityBadge(availability: Availability): string | null {
  if (availability.state === "in-development") return "In Development";
  return null;
}
