import { describe, expect, it } from "vitest";
import { isSiteOrigin } from "./origins";

describe("a chat widget's allowed origins", () => {
  it("takes the site with or without www, on its own scheme and port", () => {
    expect(isSiteOrigin("https://example.com", "https://example.com")).toBe(true);
    expect(isSiteOrigin("https://example.com", "https://www.example.com")).toBe(true);
    expect(isSiteOrigin("https://www.example.com", "https://example.com")).toBe(true);
    expect(isSiteOrigin("https://example.com", "https://example.com:443")).toBe(false);
    expect(isSiteOrigin("http://example.com:8080", "http://example.com:8080")).toBe(true);
  });

  it("refuses other sites, other subdomains, other schemes and ports, and anything not an origin", () => {
    for (const origin of [
      undefined,
      "",
      "null",
      "https://blog.example.com",
      "https://example.com.evil.test",
      "https://evilexample.com",
      "http://example.com",
      "https://example.com:8443",
      "https://example.com/",
      "https://EXAMPLE.com",
      "chrome-extension://example.com",
    ]) {
      expect(isSiteOrigin("https://example.com", origin), String(origin)).toBe(false);
    }
    expect(isSiteOrigin("http://example.com", "https://example.com")).toBe(false);
  });

  it("takes a site on the owner's own machine on any port, over http too", () => {
    expect(isSiteOrigin("https://wordpress.localhost", "http://wordpress.localhost:8123")).toBe(true);
    expect(isSiteOrigin("https://localhost", "http://localhost:3000")).toBe(true);
    expect(isSiteOrigin("https://wordpress.localhost", "http://other.localhost:8123")).toBe(false);
    expect(isSiteOrigin("https://example.com", "http://localhost:3000")).toBe(false);
  });
});
