import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DomainNameSchema, hostOf, sameSite } from "./domain-name";

const parse = (input: unknown) => v.safeParse(DomainNameSchema, input);

describe("domain names", () => {
  it.each([
    ["example.com", "https://example.com"],
    ["  Example.COM/// ", "https://example.com"],
    ["http://shop.example.co.uk/", "https://shop.example.co.uk"],
    ["https://my-site.example.org", "https://my-site.example.org"],
    ["wordpress.localhost", "https://wordpress.localhost"],
    ["https://site.com:8080/path", "https://site.com"],
    ["https://example.com/blog?utm_source=x#top", "https://example.com"],
    ["www.Example.com:443", "https://www.example.com"],
  ])("accepts %j as %s", (input, stored) => {
    const result = parse(input);
    expect(result.success && result.output.domainName).toBe(stored);
  });

  it.each([[""], ["   "], [undefined], [42]])("asks for a domain when given %j", (input) => {
    const result = parse(input);
    expect(!result.success && result.issues[0].message).toBe("Please enter a valid domain");
  });

  it.each([
    ["example", "example.com"],
    ["example.c0m", "example.c0m"],
    ["ftp://example.com", "example.com"],
    ["https://example.com:99999999/", "example.com"],
    ["example.com/ path", "example.com"],
    ["-bad-.example.com", "-bad-.example.com"],
    ["127.0.0.1", "127.0.0.1"],
    ["exa mple.com", "example.com"],
  ])("refuses %j with an example host", (input, example) => {
    const result = parse(input);
    expect(!result.success && result.issues[0].message).toBe(`Please enter a valid domain format (e.g., ${example})`);
  });

  it("compares hosts ignoring www and case", () => {
    expect(sameSite("www.Example.com", "example.com")).toBe(true);
    expect(sameSite("shop.example.com", "example.com")).toBe(false);
    expect(hostOf("http://www.example.com:8080/wp-json/")).toBe("www.example.com");
    expect(hostOf("javascript:alert(1)")).toBeNull();
  });
});
