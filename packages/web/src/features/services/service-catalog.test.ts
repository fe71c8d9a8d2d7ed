import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "../../components/ui/Icon";
import { AGENT_CARDS, availabilityBadge, IN_DEVELOPMENT, SEO_AGENTS } from "./service-catalog";

describe("the Add Service catalogue", () => {
  it("opens the agents that are built: blog, social media and chat", () => {
    expect(AGENT_CARDS.map((agent) => agent.availability)).toEqual([
      { state: "ready", to: "/add-service/manage-blog-agent" },
      { state: "ready", to: "/add-service/manage-social-media-agent" },
      { state: "ready", to: "/add-service/manage-chat-agent" },
    ]);
    expect(AGENT_CARDS.map((agent) => availabilityBadge(agent.availability))).toEqual([null, null, null]);
  });

  it("opens the SEO auditor and the blog optimizer from the Programmatic SEO Agents choice", () => {
    expect(SEO_AGENTS.map((agent) => agent.availability)).toEqual([
      { state: "ready", to: "/add-service/manage-blog-auditor" },
      { state: "ready", to: "/add-service/manage-blog-optimization-agent" },
    ]);
    expect(SEO_AGENTS.map((agent) => availabilityBadge(agent.availability))).toEqual([null, null]);
  });

  it("draws every agent's card with an icon the dashboard has", () => {
    for (const agent of [...AGENT_CARDS, ...SEO_AGENTS]) expect(ICON_NAMES).toContain(agent.icon);
  });

  it("says honestly what is not built yet", () => {
    expect(IN_DEVELOPMENT.map((agent) => availabilityBadge(agent.availability))).toEqual(["In Development", "In Development"]);
  });
});
