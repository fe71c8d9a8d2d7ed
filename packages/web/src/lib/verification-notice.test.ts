import { describe, expect, it } from "vitest";
import { verificationNotice } from "./verification-notice";

describe("verificationNotice", () => {
  it("confirms a verified email", () => {
    expect(verificationNotice({ verified: "true" })).toEqual({
      type: "info",
      title: "Email Verified",
      message: "Email verified successfully! You can now log in.",
    });
  });

  it.each([
    ["invalid_token", "Invalid verification token"],
    ["expired_token", "Verification token has expired"],
    ["server_error", "Server error occurred. Please try again later"],
    ["something_else", "An error occurred during verification"],
  ])("explains the %s failure", (error, message) => {
    expect(verificationNotice({ error })).toEqual({ type: "error", title: "Verification Failed", message });
  });

  it("stays quiet without parameters", () => {
    expect(verificationNotice({})).toBeNull();
    expect(verificationNotice({ verified: "false" })).toBeNull();
  });
});
