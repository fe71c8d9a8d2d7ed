import { describe, expect, it } from "vitest";
import { emailChangeOf, emailChangeProofErrors, pendingEmailOf, profileSavedMessage, profileUpdateBody } from "./email-change";

const draft = { first_name: "Ada", last_name: "Lovelace", email: "new@example.test", company_name: "Engines" };

describe("emailChangeOf", () => {
  it("ignores case and surrounding spaces", () => {
    expect(emailChangeOf("ada@example.test", "ada@example.test")).toBeNull();
    expect(emailChangeOf("ada@example.test", "  ADA@Example.test ")).toBeNull();
  });

  it("returns the new address, trimmed", () => {
    expect(emailChangeOf("ada@example.test", " new@example.test ")).toBe("new@example.test");
  });

  it("is not a change while the field is empty", () => {
    expect(emailChangeOf("ada@example.test", "   ")).toBeNull();
  });
});

describe("pendingEmailOf", () => {
  it("reads the pending address, treating empty and missing as none", () => {
    expect(pendingEmailOf({ pending_email: "new@example.test" })).toBe("new@example.test");
    expect(pendingEmailOf({ pending_email: null })).toBeNull();
    expect(pendingEmailOf({ pending_email: "" })).toBeNull();
    expect(pendingEmailOf({})).toBeNull();
  });
});

describe("emailChangeProofErrors", () => {
  it("needs the password", () => {
    expect(emailChangeProofErrors({ current_password: "", two_fa_code: "" }, false)).toEqual({
      current_password: "Please enter your password",
    });
    expect(emailChangeProofErrors({ current_password: "secret", two_fa_code: "" }, false)).toEqual({});
  });

  it("needs a 6-digit code too when 2FA is on", () => {
    expect(emailChangeProofErrors({ current_password: "secret", two_fa_code: "" }, true)).toEqual({
      two_fa_code: "Please enter the code",
    });
    expect(emailChangeProofErrors({ current_password: "secret", two_fa_code: "12345" }, true)).toEqual({
      two_fa_code: "Please enter a valid 6-digit code",
    });
    expect(emailChangeProofErrors({ current_password: "secret", two_fa_code: " 123456 " }, true)).toEqual({});
  });
});

describe("profileUpdateBody", () => {
  const proof = { current_password: "secret", two_fa_code: " 123456 " };

  it("sends only the fields when the email stays", () => {
    expect(profileUpdateBody(draft, null, true)).toEqual(draft);
  });

  it("adds the password, and the code only with 2FA", () => {
    expect(profileUpdateBody(draft, proof, false)).toEqual({ ...draft, current_password: "secret" });
    expect(profileUpdateBody(draft, proof, true)).toEqual({ ...draft, current_password: "secret", two_fa_code: "123456" });
  });
});

describe("profileSavedMessage", () => {
  it("keeps the spec's text for a names-only change", () => {
    expect(profileSavedMessage({ data: { pending_email: null }, message: "Profile updated successfully!" }, false)).toBe("Profile updated successfully!");
  });

  it("says where the confirmation link went", () => {
    const message = "Check new@example.test for a link to confirm your new email address.";
    expect(profileSavedMessage({ data: { pending_email: "new@example.test" }, message }, true)).toBe(message);
    expect(profileSavedMessage({ data: { pending_email: "new@example.test" } }, true)).toBe(message);
  });

  it("does not claim a link was sent when nothing is pending", () => {
    expect(profileSavedMessage({ data: { pending_email: null } }, true)).toBe("Profile updated successfully!");
  });
});
