import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { endsTwoFactorSignIn } from "./two-factor-sign-in";

describe("endsTwoFactorSignIn", () => {
  it("keeps the form for a wrong code", () => {
    expect(endsTwoFactorSignIn(new ApiError(401, "invalid_code", "Invalid code. Please try again."))).toBe(false);
  });

  it.each(["two_factor_expired", "unauthorized", "http_error"])("sends a %s 401 back to sign in", (code) => {
    expect(endsTwoFactorSignIn(new ApiError(401, code, ""))).toBe(true);
  });

  it("keeps the form for throttling, input and network problems", () => {
    expect(endsTwoFactorSignIn(new ApiError(429, "too_many_attempts", "Wait"))).toBe(false);
    expect(endsTwoFactorSignIn(new ApiError(400, "input", "Please enter the code"))).toBe(false);
    expect(endsTwoFactorSignIn(new ApiError(0, "no_response", ""))).toBe(false);
    expect(endsTwoFactorSignIn(new Error("boom"))).toBe(false);
  });
});
