import { describe, expect, it } from "vitest";
import { availabilityBadge, BLOG_AGENT, CHAT_AGENT, IN_DEVELOPMENT, SEO_AGENTS, SOCIAL_AGENT } from "./service-catalog";

describe("the Add Service catalogue", () => {
  it("opens the agents that are built: blog, social media and chat", () => {
    expect(BLOG_AGENT.availability).toEqual({ state: "ready", to: "/add-service/manage-blog-agent" });
    expect(SOCIAL_AGENT.availability).toEqual({ state: "ready", to: "/add-service/manage-social-media-agent" });
    expect(CHAT_AGENT.availability).toEqual({ state: "ready", to: "/add-service/manage-chat-agent" });
    expect([BLOG_AGENT, SOCIAL_AGENT, CHAT_AGENT].map((agent) => availabilityBadge(agent.availability))).toEqual([null, null, null]);
  });

  it("opens the blog optimizer and the SEO auditor from the Programmatic SEO Agents choice", () => {
    expect(SEO_AGENTS.map((agent) => agent.availability)).toEqual([
      { state: "ready", to: "/add-service/manage-blog-optimization-agent" },
      { state: "ready", to: "/add-service/manage-blog-auditor" },
    ]);
    expect(SEO_AGENTS.map((agent) => availabilityBadge(agent.availability))).toEqual([null, null]);
  });

  it("says honestly what is not built yet", () => {
    expect(IN_DEVELOPMENT.map((agent) => availabilityBadge(agent.availability))).toEqual(["In Development", "In Development"]);
  });
});
