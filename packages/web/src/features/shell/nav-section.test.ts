import { describe, expect, it } from "vitest";
import { navSection } from "./nav-section";

describe("the sidebar section a page belongs to", () => {
  it("is the section of a nested page, not the first link its path starts with", () => {
    expect(navSection("/add-service/view-blog-content/blog_01abc")).toBe("/manage-services");
    expect(navSection("/add-service/manage-blog-agent")).toBe("/manage-services");
    expect(navSection("/add-service/edit-chat-agent/chat_01abc")).toBe("/manage-services");
    expect(navSection("/add-service/auditor-report/aud_01abc")).toBe("/manage-services");
    expect(navSection("/add-service/add-blog-agent")).toBe("/add-service");
    expect(navSection("/domain-manager/domain-detail/dom_01abc")).toBe("/domain-manager");
    expect(navSection("/activity/run_01abc")).toBe("/activity");
  });

  it("is the page's own link on a top page, with or without a trailing slash", () => {
    expect(navSection("/add-service")).toBe("/add-service");
    expect(navSection("/add-service/")).toBe("/add-service");
    expect(navSection("/manage-services")).toBe("/manage-services");
    expect(navSection("/dashboard")).toBe("/dashboard");
    expect(navSection("/profile")).toBe("/profile");
    expect(navSection("/approvals")).toBe("/approvals");
    expect(navSection("/leads/lead_01")).toBe("/leads");
  });

  it("groups pages reached from a section with it, and leaves pages of none alone", () => {
    expect(navSection("/topup")).toBe("/subscription");
    expect(navSection("/onboarding")).toBe("/domain-manager");
    expect(navSection("/activityfeed")).toBeNull();
    expect(navSection("/no-such-page")).toBeNull();
  });
});
