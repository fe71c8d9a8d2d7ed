import { DomainNameSchema } from "@sitecrew/core/site/schema";
import { describe, expect, it } from "vitest";
import { validate } from "./form";
import { configValuesOf, configInputOf, OnboardingConfigSchema } from "../features/onboarding/onboarding-config";

describe("validate with the onboarding domain schema", () => {
  it.each(["", "   "])("asks for a domain when given %j", (input) => {
    expect(validate(DomainNameSchema, input)).toEqual({ ok: false, errors: { form: "Please enter a valid domain" } });
  });

  it.each([
    ["example", "example.com"],
    ["https://bad_host", "example.com"],
    ["https://my_site.com/", "my_site.com"],
  ])("refuses %j with the spec's format message", (input, host) => {
    expect(validate(DomainNameSchema, input)).toEqual({
      ok: false,
      errors: { form: `Please enter a valid domain format (e.g., ${host})` },
    });
  });

  it("returns the domain as stored: scheme and trailing slashes dropped, lower case, https:// prepended", () => {
    expect(validate(DomainNameSchema, " HTTP://Shop.Example.com/ ")).toMatchObject({
      ok: true,
      value: { domainName: "https://shop.example.com" },
    });
    expect(validate(DomainNameSchema, "example.co.uk")).toMatchObject({ ok: true, value: { domainName: "https://example.co.uk" } });
  });
});

describe("validate with nested and array fields", () => {
  it("keys each error by its dot path, array items by index, so the form puts it under the right field", () => {
    const values = { ...configValuesOf(), websiteName: "Shop", "blogSuggestions.keywords.1": "" };
    const result = validate(OnboardingConfigSchema, configInputOf(values));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toContain("blogSuggestions.keywords.1");
    expect(Object.keys(result.errors)).not.toContain("websiteName");
  });
});
