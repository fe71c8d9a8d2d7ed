import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissAllToasts, dismissToast, PROFILE_TOAST_MS, toast, TOAST_MS, toastStore } from "./toasts";

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissAllToasts();
    vi.useRealTimers();
  });

  it("defaults to info and closes after 5 seconds", () => {
    toast({ title: "Email Sent", message: "Reset instructions have been sent to your email" });
    expect(toastStore.get()).toMatchObject([{ type: "info", title: "Email Sent" }]);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(toastStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toHaveLength(0);
  });

  it("honours a shorter duration such as the profile page's", () => {
    toast({ type: "error", message: "Failed to update profile.", durationMs: PROFILE_TOAST_MS });
    vi.advanceTimersByTime(PROFILE_TOAST_MS);
    expect(toastStore.get()).toHaveLength(0);
  });

  it("dismisses one toast early and leaves the others", () => {
    const first = toast({ message: "one" });
    toast({ message: "two" });
    dismissToast(first);
    expect(toastStore.get().map((t) => t.message)).toEqual(["two"]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("dismisses everything at once", () => {
    toast({ message: "one" });
    toast({ message: "two" });
    dismissAllToasts();
    expect(toastStore.get()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
