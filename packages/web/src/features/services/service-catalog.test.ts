import { describe, expect, it } from "vitest";
import { availabilityBadge, BLOG_AGENT, IN_DEVELOPMENT, SEO_AGENTS } from "./service-catalog";

describe("the Add Service catalogue", () => {
  it("opens only the blog agent, which is built", () => {
    expect(BLOG_AGENT.availability).toEqual({ state: "ready", to: "/add-service/manage-blog-agent" });
    expect(availabilityBadge(BLOG_AGENT.availability)).toBeNull();
  });

  it("says honestly what is not built yet", () => {
    expect(SEO_AGENTS.map((agent) => availabilityBadge(agent.availability))).toEqual(["Coming next", "Coming next"]);
    expect(IN_DEVELOPMENT.map((agent) => availabilityBadge(agent.availability))).toEqual(["In Development", "In Development"]);
  });
});
