import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BALANCE_POLL_MS, BalancePoller } from "./balance-poller";

describe("BalancePoller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(fetchBalance = vi.fn(async () => 120)) {
    const onBalance = vi.fn();
    const onError = vi.fn();
    const poller = new BalancePoller({ fetchBalance, onBalance, onError });
    return { poller, fetchBalance, onBalance, onError };
  }

  it("fetches at once on start, then every 30 seconds", async () => {
    const { poller, fetchBalance, onBalance } = setup();
    poller.start();
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(onBalance).toHaveBeenCalledWith(120);

    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS - 1);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2);
    expect(fetchBalance).toHaveBeenCalledTimes(4);
    poller.stop();
  });

  it("ignores a second start while active", async () => {
    const { poller, fetchBalance } = setup();
    poller.start();
    poller.start();
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it("stop clears the timer, and a later start polls again", async () => {
    const { poller, fetchBalance } = setup();
    poller.start();
    poller.stop();
    expect(poller.active).toBe(false);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);

    poller.start();
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it("refresh fetches once without starting the timer", async () => {
    const { poller, fetchBalance, onBalance } = setup();
    await poller.refresh();
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    expect(onBalance).toHaveBeenCalledWith(120);
    expect(poller.active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports a failed fetch and keeps polling", async () => {
    const failure = new Error("offline");
    const fetchBalance = vi.fn<() => Promise<number>>().mockRejectedValueOnce(failure).mockResolvedValue(5);
    const { poller, onBalance, onError } = setup(fetchBalance);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onBalance).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(onBalance).toHaveBeenCalledWith(5);
    poller.stop();
  });
});
