import { describe, expect, it } from "vitest";
import { checkDomainInput } from "./domain-input";

describe("checkDomainInput", () => {
  it.each(["", "   "])("asks for a domain when given %j", (input) => {
    expect(checkDomainInput(input)).toEqual({ ok: false, message: "Please enter a valid domain" });
  });

  it.each([
    ["example", "example.com"],
    ["https://bad_host", "example.com"],
    ["https://my_site.com/", "my_site.com"],
  ])("refuses %j with the spec's format message", (input, host) => {
    expect(checkDomainInput(input)).toEqual({ ok: false, message: `Please enter a valid domain format (e.g., ${host})` });
  });

  it("returns the domain as stored: scheme and trailing slashes dropped, lower case, https:// prepended", () => {
    expect(checkDomainInput(" HTTP://Shop.Example.com/ ")).toEqual({ ok: true, domain: "https://shop.example.com" });
    expect(checkDomainInput("example.co.uk")).toEqual({ ok: true, domain: "https://example.co.uk" });
  });
});
