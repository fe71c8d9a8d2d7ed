import { describe, expect, it } from "vitest";
import { ApiError, NO_RESPONSE_MESSAGE } from "../../lib/api";
import { resetLinkProblem } from "./reset-link";

describe("resetLinkProblem", () => {
  it.each([
    ["expired_token", "Link expired"],
    ["used_token", "Link already used"],
    ["invalid_token", "Invalid Request"],
  ])("names the %s case and keeps the server's message", (code, title) => {
    expect(resetLinkProblem(new ApiError(400, code, "From the server"))).toEqual({ kind: "unusable", title, message: "From the server" });
  });

  it("has its own words when the server gives none", () => {
    expect(resetLinkProblem(new ApiError(400, "used_token", ""))).toMatchObject({
      message: "This reset link has already been used. Request a new one.",
    });
    expect(resetLinkProblem(new ApiError(400, "input", ""))).toEqual({
      kind: "unusable",
      title: "Invalid Request",
      message: "Reset token is missing or invalid",
    });
  });

  it("offers a retry, not a new link, when the check could not run", () => {
    expect(resetLinkProblem(new ApiError(0, "no_response", NO_RESPONSE_MESSAGE))).toEqual({
      kind: "retry",
      title: "Could not check the link",
      message: NO_RESPONSE_MESSAGE,
    });
    expect(resetLinkProblem(new ApiError(500, "http_error", ""))).toMatchObject({ kind: "retry", message: "Please try again." });
  });
});
