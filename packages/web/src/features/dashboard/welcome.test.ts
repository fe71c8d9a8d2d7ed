import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hasVisitedDashboard, markDashboardVisited, welcomeTitle } from "./welcome";

describe("welcomeTitle", () => {
  it("welcomes on the first visit and welcomes back after", () => {
    expect(welcomeTitle("Ada Lovelace", true)).toBe("Welcome, Ada Lovelace");
    expect(welcomeTitle("Ada Lovelace", false)).toBe("Welcome back, Ada Lovelace");
  });

  it("leaves a missing name out rather than ending on a comma", () => {
    expect(welcomeTitle(undefined, true)).toBe("Welcome");
    expect(welcomeTitle("  ", false)).toBe("Welcome back");
  });
});

describe("first visit", () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is remembered per user", () => {
    expect(hasVisitedDashboard("usr_a")).toBe(false);
    markDashboardVisited("usr_a");
    expect(hasVisitedDashboard("usr_a")).toBe(true);
    expect(hasVisitedDashboard("usr_b")).toBe(false);
  });
});
