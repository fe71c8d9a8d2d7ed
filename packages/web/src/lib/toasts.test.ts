import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dismissAllToasts,
  dismissToast,
  isOtherPage,
  MAX_TOASTS,
  PROFILE_TOAST_MS,
  toast,
  TOAST_MS,
  toastsNavigationStarted,
  toastsPageChanged,
  toastStore,
} from "./toasts";

const messages = () => toastStore.get().map((t) => t.message);

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissAllToasts();
    vi.useRealTimers();
  });

  it("defaults to info and closes after 5 seconds", () => {
    toast({ title: "Email Sent", message: "Reset instructions have been sent to your email" });
    expect(toastStore.get()).toMatchObject([{ type: "info", title: "Email Sent", count: 1 }]);
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
    expect(messages()).toEqual(["two"]);
  });

  it("dismisses everything at once", () => {
    toast({ message: "one" });
    toast({ message: "two" });
    dismissAllToasts();
    vi.advanceTimersByTime(0);
    expect(toastStore.get()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("identical toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissAllToasts();
    vi.useRealTimers();
  });

  it("merge into one with a count", () => {
    const first = toast({ type: "error", title: "Login Failed", message: "Invalid email or password" });
    const second = toast({ type: "error", title: "Login Failed", message: "Invalid email or password" });
    expect(second).toBe(first);
    expect(toastStore.get()).toMatchObject([{ id: first, count: 2 }]);
  });

  it("restart the timer when repeated", () => {
    toast({ message: "Saved" });
    vi.advanceTimersByTime(TOAST_MS - 100);
    toast({ message: "Saved" });
    vi.advanceTimersByTime(TOAST_MS - 100);
    expect(toastStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(toastStore.get()).toHaveLength(0);
  });

  it("move to the newest place, so a repeat is not the first one dropped", () => {
    toast({ message: "a" });
    toast({ message: "b" });
    toast({ message: "a" });
    expect(messages()).toEqual(["b", "a"]);
  });

  it("are told apart by type, title and message", () => {
    toast({ title: "Saved", message: "x" });
    toast({ type: "error", title: "Saved", message: "x" });
    toast({ title: "Saved", message: "y" });
    expect(toastStore.get()).toHaveLength(3);
  });
});

describe("at most three toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissAllToasts();
    vi.useRealTimers();
  });

  it("drops the oldest, with its timer", () => {
    for (const message of ["1", "2", "3", "4", "5"]) toast({ message });
    expect(MAX_TOASTS).toBe(3);
    expect(messages()).toEqual(["3", "4", "5"]);
    expect(vi.getTimerCount()).toBe(3 + 5); // three lifetimes, five end-of-task markers
    vi.advanceTimersByTime(0);
    expect(vi.getTimerCount()).toBe(3);
  });
});

describe("toasts and navigation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissAllToasts();
    vi.useRealTimers();
  });

  it("clear when the user moves to another page", () => {
    toast({ type: "error", message: "Failed to delete domain." });
    vi.advanceTimersByTime(1000);
    toastsNavigationStarted();
    toastsPageChanged();
    expect(toastStore.get()).toEqual([]);
  });

  it("keep a toast raised in the same task as the navigation, for that one page change", () => {
    toast({ title: "Login Succeed", message: "Logging in" });
    toastsNavigationStarted();
    vi.advanceTimersByTime(300);
    toastsPageChanged();
    expect(messages()).toEqual(["Logging in"]);
    toastsNavigationStarted();
    toastsPageChanged();
    expect(toastStore.get()).toEqual([]);
  });

  it("keep a toast marked keepOnNextPage through exactly one page change", () => {
    toast({ title: "Password Reset Complete", message: "You can now log in.", keepOnNextPage: true });
    vi.advanceTimersByTime(3000);
    toastsNavigationStarted();
    toastsPageChanged();
    expect(toastStore.get()).toHaveLength(1);
    toastsNavigationStarted();
    toastsPageChanged();
    expect(toastStore.get()).toHaveLength(0);
  });

  it("keep the navigation's toast and drop the older ones", () => {
    toast({ type: "error", title: "Login Failed", message: "Invalid email or password" });
    vi.advanceTimersByTime(2000);
    toast({ title: "Login Succeed", message: "Logging in" });
    toastsNavigationStarted();
    toastsPageChanged();
    expect(messages()).toEqual(["Logging in"]);
  });
});

describe("isOtherPage", () => {
  it("is a different path, or a different form of the auth screen", () => {
    expect(isOtherPage({ pathname: "/dashboard", search: {} }, { pathname: "/topup", search: {} })).toBe(true);
    expect(isOtherPage({ pathname: "/auth/login", search: {} }, { pathname: "/auth/login", search: { mode: "register" } })).toBe(true);
  });

  it("is not paging, searching or dropping return parameters on the same page", () => {
    expect(isOtherPage({ pathname: "/topup", search: { message: "topup_cancelled" } }, { pathname: "/topup", search: {} })).toBe(false);
    expect(isOtherPage({ pathname: "/domain-manager", search: { page: 1 } }, { pathname: "/domain-manager", search: { page: 2 } })).toBe(false);
  });

  it("is not the first page the app shows", () => {
    expect(isOtherPage(undefined, { pathname: "/dashboard", search: {} })).toBe(false);
  });
});
