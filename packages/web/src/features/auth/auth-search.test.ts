import { describe, expect, it } from "vitest";
import { parseLoginSearch, safeRedirect } from "./auth-search";

describe("parseLoginSearch", () => {
  it("keeps known modes and drops unknown ones", () => {
    expect(parseLoginSearch({ mode: "register" }).mode).toBe("register");
    expect(parseLoginSearch({ mode: "2-fa-verify" }).mode).toBe("2-fa-verify");
    expect(parseLoginSearch({ mode: "check-inbox" }).mode).toBe("check-inbox");
    expect(parseLoginSearch({ mode: "login" }).mode).toBeUndefined();
    expect(parseLoginSearch({ mode: "admin" }).mode).toBeUndefined();
  });

  it("reads the email-verification parameters", () => {
    expect(parseLoginSearch({ verified: true })).toMatchObject({ verified: "true" });
    expect(parseLoginSearch({ verified: "true" })).toMatchObject({ verified: "true" });
    expect(parseLoginSearch({ error: "expired_token" })).toMatchObject({ error: "expired_token" });
    expect(parseLoginSearch({ email_changed: true })).toMatchObject({ email_changed: "true" });
    expect(parseLoginSearch({ email_changed: "true" })).toMatchObject({ email_changed: "true" });
  });

  it("keeps only something that looks like an email address", () => {
    expect(parseLoginSearch({ email: " ada@example.test " }).email).toBe("ada@example.test");
    expect(parseLoginSearch({ email: "not-an-address" }).email).toBeUndefined();
    expect(parseLoginSearch({ email: `${"a".repeat(250)}@x.io` }).email).toBeUndefined();
    expect(parseLoginSearch({ email: 42 }).email).toBeUndefined();
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/profile", "/profile"],
    ["/domain-manager?page=2", "/domain-manager?page=2"],
    ["/", undefined],
    ["/auth/login", undefined],
    ["//evil.example", undefined],
    ["/\\evil.example", undefined],
    ["https://evil.example", undefined],
    [42, undefined],
  ])("%j -> %j", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
