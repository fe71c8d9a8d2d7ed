import { describe, expect, it } from "vitest";
import { linkAddress } from "./link-address";

describe("a link's address as the owner types it", () => {
  it("takes http(s) addresses and the site's own paths as typed, and gives a bare host https://", () => {
    expect(linkAddress(" https://example.com/a ")).toBe("https://example.com/a");
    expect(linkAddress("http://example.com")).toBe("http://example.com");
    expect(linkAddress("/about/")).toBe("/about/");
    expect(linkAddress("#faq")).toBe("#faq");
    expect(linkAddress("example.com/shop?page=2")).toBe("https://example.com/shop?page=2");
  });

  it("refuses an empty address and schemes the site drops", () => {
    for (const typed of ["", "   ", "javascript:alert(1)", "mailto:ada@example.com", "data:text/html,x"]) expect(linkAddress(typed), typed).toBeNull();
  });
});
