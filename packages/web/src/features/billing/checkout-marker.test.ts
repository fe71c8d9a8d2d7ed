import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_ABANDON_MS, clearCheckoutStarted, markCheckoutStarted, takeAbandonedCheckout } from "./checkout-marker";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("checkout marker", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("reports a recent checkout left without paying, once", () => {
    markCheckoutStarted(1_000);
    expect(takeAbandonedCheckout(61_000)).toBe(true);
    expect(takeAbandonedCheckout(62_000)).toBe(false);
  });

  it("says nothing for an ordinary visit", () => {
    expect(takeAbandonedCheckout()).toBe(false);
  });

  it("says nothing once the checkout came back through the success page", () => {
    markCheckoutStarted(1_000);
    clearCheckoutStarted();
    expect(takeAbandonedCheckout(2_000)).toBe(false);
  });

  it("forgets a checkout started too long ago", () => {
    markCheckoutStarted(0);
    expect(takeAbandonedCheckout(CHECKOUT_ABANDON_MS)).toBe(false);
  });

  it("works without storage", () => {
    vi.stubGlobal("sessionStorage", undefined);
    markCheckoutStarted();
    expect(takeAbandonedCheckout()).toBe(false);
  });
});
