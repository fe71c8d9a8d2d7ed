import { describe, expect, it } from "vitest";
import { widgetSnippet } from "./chat-snippet";
import { canSend, sessionToken, sourceHref, sourceLabel } from "./chat-try";
import { answersLabel, channelLabel, creditsLabel } from "./conversation-format";

describe("the site snippet", () => {
  it("loads the widget from the dashboard and names the agent by its public key", () => {
    expect(widgetSnippet("https://app.sitecrew.io", "wgt_01ABC")).toBe(
      '<script src="https://app.sitecrew.io/widget.js" data-sitecrew-chat="wgt_01ABC" async></script>',
    );
  });
});

describe("Try chat", () => {
  it("sends nothing empty or made of spaces", () => {
    expect(canSend("")).toBe(false);
    expect(canSend(" \n\t ")).toBe(false);
    expect(canSend(" How much? ")).toBe(true);
  });

  it("makes a new visitor token each time", () => {
    const first = sessionToken();
    expect(first).toMatch(/^try-[0-9a-f-]{36}$/);
    expect(sessionToken()).not.toBe(first);
  });

  it("names a PDF's page, or the site page alone", () => {
    expect(sourceLabel({ title: "Pricing.pdf", url: null, page: 2 })).toBe("Pricing.pdf, page 2");
    expect(sourceLabel({ title: "About us", url: "https://example.com/about", page: null })).toBe("About us");
    expect(sourceHref({ title: "About us", url: "https://example.com/about", page: null })).toBe("https://example.com/about");
    expect(sourceHref({ title: "About us", url: "javascript:alert(1)", page: null })).toBeNull();
    expect(sourceHref({ title: "Prices", url: null, page: 2 })).toBeNull();
  });
});

describe("conversation figures", () => {
  it("say where and how much, in words", () => {
    expect(channelLabel("widget")).toBe("Website");
    expect(channelLabel("try")).toBe("Try chat");
    expect(answersLabel(1)).toBe("1 answer");
    expect(creditsLabel(3)).toBe("3 credits");
  });
});
