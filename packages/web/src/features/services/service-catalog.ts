import type { IconName } from "../../components/ui/Icon";

/** Where an agent is: built (with its page), next in line, still being designed, or a card with its own action. */
export type Availability =
  | { state: "ready"; to: "/add-service/manage-blog-agent" }
  | { state: "next" }
  | { state: "in-development" }
  | { state: "action" };

export interface CatalogAgent {
  name: string;
  description: string;
  icon: IconName;
  availability: Availability;
}

export const BLOG_AGENT: CatalogAgent = {
  name: "Blog Agent",
  description: "Writes blog posts for your site on a schedule, from your keywords, categories and writing style.",
  icon: "sparkles",
  availability: { state: "ready", to: "/add-service/manage-blog-agent" },
};

export const SOCIAL_AGENT: CatalogAgent = {
  name: "Social Media Agent",
  description: "Turns your blog posts into social videos with a chosen voice, ready to publish to Instagram.",
  icon: "camera",
  availability: { state: "next" },
};

export const CHAT_AGENT: CatalogAgent = {
  name: "Chat Agent",
  description: "A chat widget for your website that answers visitors, optionally from a PDF you upload.",
  icon: "mail",
  availability: { state: "next" },
};

export const SEO_GROUP: CatalogAgent = {
  name: "Programmatic SEO Agents",
  description: "Improve what your site already has: optimise older posts, or audit your content against competitors.",
  icon: "layers",
  availability: { state: "action" },
};

export const CUSTOM_AGENTS: CatalogAgent = {
  name: "Custom agents",
  description: "Need a complex agent built for your business? Tell us what it should do.",
  icon: "help",
  availability: { state: "action" },
};

/** The two agents behind the Programmatic SEO Agents card. */
export const SEO_AGENTS: readonly CatalogAgent[] = [
  {
    name: "Blog Optimization",
    description: "Rewrites your older blog posts with the SEO provider you choose: Yoast, Rank Math or Semrush.",
    icon: "chart",
    availability: { state: "next" },
  },
  {
    name: "Website SEO Auditor",
    description: "Compares the content you pick with up to ten competitor sites and writes an SEO report.",
    icon: "search",
    availability: { state: "next" },
  },
];

export const IN_DEVELOPMENT: readonly CatalogAgent[] = [
  {
    name: "Sales Agent",
    description: "Follows up with the leads your site brings in.",
    icon: "coins",
    availability: { state: "in-development" },
  },
  {
    name: "GEO Agent",
    description: "Helps AI answer engines find and cite your content.",
    icon: "globe",
    availability: { state: "in-development" },
  },
];

/** The badge a card carries, if any: what cannot be opened says why. */
export function availabilityBadge(availability: Availability): string | null {
  if (availability.state === "next") return "Coming next";
  if (availability.state === "in-development") return "In Development";
  return null;
}
