import { describe, expect, it } from "vitest";
import { nearTopics, topicTerms } from "./topics";

/** A gardening site as onboarding and its blog agent describe it. */
const gardening = topicTerms([
  "Green Thumb Gardens",
  "Home gardening",
  "Beginners growing vegetables and herbs at home",
  "Raised beds, composting guides, seasonal planting calendars",
  "organic vegetables",
  "herb garden",
  "composting",
  "Tomatoes",
]);

describe("questions near a site's topics", () => {
  it("keeps a gardening site's questions and sets a gaming laptop apart", () => {
    expect(nearTopics("a good gaming laptop", gardening)).toBe(false);
    expect(nearTopics("What is the best gaming laptop under $1000?", gardening)).toBe(false);
    expect(nearTopics("How do I compost coffee grounds?", gardening)).toBe(true);
    expect(nearTopics("When should I plant tomatoes?", gardening)).toBe(true);
  });

  it("meets words through their stems and small typos", () => {
    expect(nearTopics("Which herbs grow well indoors?", gardening)).toBe(true);
    expect(nearTopics("best gardens for small balconies", gardening)).toBe(true);
    expect(nearTopics("planting calender for spring", gardening)).toBe(true);
  });

  it("does not count words any question uses", () => {
    expect(nearTopics("what is a good thing to buy", topicTerms(["The best thing for a good garden"]))).toBe(false);
  });

  it("keeps every question when the site says nothing about itself", () => {
    expect(nearTopics("a good gaming laptop", topicTerms([]))).toBe(true);
  });
});
