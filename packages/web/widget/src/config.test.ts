import { describe, expect, it } from "vitest";
import { toConfig } from "./config";

const answer = {
  name: "Ask Green Thumbs",
  colors: "#1E3A8A",
  position: "middle-left",
  intro_text: "Hi! Ask me about our plans.",
  button_text: "Questions?",
  avatar_bot: "https://app.example.com/avatars/bot.png",
  avatar_user: null,
  site_name: "Green Thumbs",
  lead_capture: true,
  lead_consent_text: "We answer within a day.",
};

describe("widget config", () => {
  it("takes the agent's settings", () => {
    expect(toConfig(answer)).toEqual({
      name: "Ask Green Thumbs",
      color: "#1e3a8a",
      onColor: "#ffffff",
      position: "middle-left",
      introText: "Hi! Ask me about our plans.",
      buttonText: "Questions?",
      avatarBot: "https://app.example.com/avatars/bot.png",
      avatarUser: null,
      leadCapture: true,
      leadConsentText: "We answer within a day.",
    });
  });

  it("falls back to the product's defaults for missing or malformed settings", () => {
    const config = toConfig({
      ...answer,
      colors: "red; background:url(x)",
      position: "center",
      intro_text: "  ",
      button_text: "",
      avatar_bot: "javascript:alert(1)",
    });
    expect(config).toMatchObject({
      color: "#cc4521",
      onColor: "#ffffff",
      position: "bottom-right",
      introText: "Welcome to Green Thumbs! How can we help you today?",
      buttonText: "Chat with Us",
      avatarBot: null,
    });
  });

  it("offers no lead form unless the agent takes leads, and has a consent line when the owner wrote none", () => {
    expect(toConfig({ ...answer, lead_capture: undefined, lead_consent_text: " " })).toMatchObject({
      leadCapture: false,
      leadConsentText: "We'll use your email address only to answer this question.",
    });
  });

  it("picks black text on a light colour", () => {
    expect(toConfig({ ...answer, colors: "#FDE047" })?.onColor).toBe("#000000");
  });

  it("refuses an answer without a name", () => {
    expect(toConfig({ ...answer, name: "" })).toBeNull();
    expect(toConfig(null)).toBeNull();
    expect(toConfig("oops")).toBeNull();
  });
});
