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

  it("says an already verified email is fine", () => {
    expect(verificationNotice({ error: "already_verified" })).toEqual({
      type: "info",
      title: "Email Verified",
      message: "Your email is already verified. You can log in.",
    });
  });

  it("confirms a changed email address", () => {
    expect(verificationNotice({ email_changed: "true" })).toEqual({
      type: "info",
      title: "Email Changed",
      message: "Your email address has been changed. Please sign in with your new address.",
    });
  });

  it.each([
    ["invalid_token", "Invalid verification token"],
    ["expired_token", "Verification token has expired"],
    ["email_taken", "This email address is already in use"],
    ["server_error", "Server error occurred. Please try again later"],
    ["something_else", "An error occurred during verification"],
  ])("explains the %s failure", (error, message) => {
    expect(verificationNotice({ error })).toEqual({ type: "error", title: "Verification Failed", message });
  });

  it("stays quiet without parameters", () => {
    expect(verificationNotice({})).toBeNull();
    expect(verificationNotice({ verified: "false" })).toBeNull();
    expect(verificationNotice({ email_changed: "false" })).toBeNull();
  });
});
