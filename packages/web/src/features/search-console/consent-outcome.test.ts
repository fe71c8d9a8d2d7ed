import { describe, expect, it } from "vitest";
import { consentOutcome } from "./consent-outcome";

describe("consentOutcome", () => {
  it("reads a consent Google gave", () => {
    expect(consentOutcome("?search_console=connected")).toEqual({ ok: true });
  });

  it("reads a refusal with its message, or says one when the address has none", () => {
    expect(consentOutcome("?search_console=error&message=The+owner+said+no.")).toEqual({ ok: false, message: "The owner said no." });
    expect(consentOutcome("search_console=error")).toEqual({ ok: false, message: "Google did not give access. Please try again." });
  });

  it("is nothing on an ordinary visit", () => {
    expect(consentOutcome("")).toBeNull();
    expect(consentOutcome("?search_console=maybe")).toBeNull();
  });
});
