import { describe, expect, it } from "vitest";
import { propertyMatches } from "./properties";

const domain = { domainName: "https://greenthumbs.example", siteUrl: "https://www.greenthumbs.example" };

describe("a Search Console property of the domain", () => {
  it("is the domain property of its host, with or without www.", () => {
    expect(propertyMatches("sc-domain:greenthumbs.example", domain)).toBe(true);
    expect(propertyMatches("sc-domain:GreenThumbs.example", { domainName: "https://greenthumbs.example" })).toBe(true);
  });

  it("is a URL-prefix property of the site's address, at its root", () => {
    expect(propertyMatches("https://www.greenthumbs.example/", domain)).toBe(true);
    expect(propertyMatches("http://www.greenthumbs.example/", domain)).toBe(false);
    expect(propertyMatches("https://greenthumbs.example/", domain)).toBe(false);
    expect(propertyMatches("https://www.greenthumbs.example/blog/", domain)).toBe(false);
  });

  it("falls back to the domain's own address before the plugin connects", () => {
    expect(propertyMatches("https://greenthumbs.example/", { domainName: "https://greenthumbs.example" })).toBe(true);
    expect(propertyMatches("https://greenthumbs.example/", { domainName: "greenthumbs.example" })).toBe(true);
  });

  it("is never another site's", () => {
    expect(propertyMatches("sc-domain:greenthumbs.example.evil.test", domain)).toBe(false);
    expect(propertyMatches("sc-domain:other.example", domain)).toBe(false);
    expect(propertyMatches("https://www.greenthumbs.example.evil.test/", domain)).toBe(false);
    expect(propertyMatches("not a property", domain)).toBe(false);
  });

  it("keeps the port of a local site", () => {
    const local = { domainName: "https://shop.localhost", siteUrl: "http://shop.localhost:8080" };
    expect(propertyMatches("http://shop.localhost:8080/", local)).toBe(true);
    expect(propertyMatches("http://shop.localhost:9090/", local)).toBe(false);
    expect(propertyMatches("sc-domain:shop.localhost", local)).toBe(true);
  });
});
