import { AGENT_CATALOG, AGENTS, type AgentKey } from "@sitecrew/core/agents/catalog";
import type { IconName } from "../../components/ui/Icon";

/** The pages of the agents that are built; the catalog names them, the router checks them. */
type AgentPage =
  | "/add-service/manage-blog-agent"
  | "/add-service/manage-social-media-agent"
  | "/add-service/manage-chat-agent"
  | "/add-service/manage-blog-optimization-agent"
  | "/add-service/manage-blog-auditor";

/** Where an agent is: built (with its page), still being designed, or a card with its own action. */
export type Availability = { state: "ready"; to: AgentPage } | { state: "in-development" } | { state: "action" };

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

const fromCatalog = (key: AgentKey): CatalogAgent => {
  const { name, card } = AGENT_CATALOG[key];
  return agent(name, card.description, card.icon, { state: "ready", to: card.page });
};

/** The agents with a card of their own, in the catalog's order. */
export const AGENT_CARDS: readonly CatalogAgent[] = AGENTS.filter((key) => !("group" in AGENT_CATALOG[key].card)).map(fromCatalog);

export const SEO_GROUP = agent(
  "Programmatic SEO Agents",
  "Improve what your site already has: optimise older posts, or audit your content against competitors.",
  "layers",
  ACTION,
);

export const CUSTOM_AGENTS = agent("Custom agents", "Need a complex agent built for your business? Tell us what it should do.", "help", ACTION);

/** The agents behind the Programmatic SEO Agents card. */
export const SEO_AGENTS: readonly CatalogAgent[] = AGENTS.filter((key) => "group" in AGENT_CATALOG[key].card).map(fromCatalog);

export const IN_DEVELOPMENT: readonly CatalogAgent[] = [
  agent("Sales Agent", "Follows up with the leads your site brings in.", "coins", IN_DEVELOPMENT_STATE),
  agent("GEO Agent", "Helps AI answer engines find and cite your content.", "globe", IN_DEVELOPMENT_STATE),
];

/** The badge a card carries, if any: what cannot be opened says why. */
export function availabilityBadge(availability: Availability): string | null {
  if (availability.state === "in-development") return "In Development";
  return null;
}
