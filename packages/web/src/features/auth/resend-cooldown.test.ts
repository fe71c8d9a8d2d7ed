import { describe, expect, it } from "vitest";
import { countdownText, markVerificationSent, RESEND_COOLDOWN_MS, resendAllowedAt, secondsUntil } from "./resend-cooldown";

describe("secondsUntil", () => {
  it("is zero without a deadline or once it has passed", () => {
    expect(secondsUntil(null, 1_000)).toBe(0);
    expect(secondsUntil(5_000, 5_000)).toBe(0);
    expect(secondsUntil(5_000, 9_000)).toBe(0);
  });

  it("rounds up so a wait never reads 0", () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 1)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
  });
});

describe("verification resend cooldown", () => {
  it("starts 60 s after a send, per address, ignoring case and spaces", () => {
    expect(resendAllowedAt("new@example.test")).toBeNull();
    markVerificationSent(" New@Example.test ", 10_000);
    expect(resendAllowedAt("new@example.test")).toBe(10_000 + RESEND_COOLDOWN_MS);
    expect(resendAllowedAt("other@example.test")).toBeNull();
    expect(secondsUntil(resendAllowedAt("new@example.test"), 10_000)).toBe(60);
  });

  it("restarts on each send", () => {
    markVerificationSent("again@example.test", 0);
    markVerificationSent("again@example.test", 70_000);
    expect(secondsUntil(resendAllowedAt("again@example.test"), 70_000)).toBe(60);
  });
});

describe("countdownText", () => {
  it("shows the wait, then invites a resend", () => {
    expect(countdownText(42)).toBe("You can send another email in 42 s.");
    expect(countdownText(0)).toBe("Didn't get it? You can send it again.");
  });
});
