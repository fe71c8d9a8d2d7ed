import { describe, expect, it } from "vitest";
import { afterRefusal, REFUSAL_LIMIT, REFUSAL_WINDOW_MS } from "./refusals";

describe("refusals a domain may have before its new runs wait", () => {
  it("blocks at the limit within the window, and stays blocked whatever time passes", () => {
    let state: ReturnType<typeof afterRefusal> | undefined;
    for (let index = 0; index < REFUSAL_LIMIT - 1; index++) state = afterRefusal(state, 1_000 + index);
    expect(state!.blocked).toBe(false);
    state = afterRefusal(state, 2_000);
    expect(state).toEqual({ recent: [1_000, 1_001, 1_002, 1_003, 2_000], blocked: true });
    expect(afterRefusal(state, 10 * REFUSAL_WINDOW_MS).blocked).toBe(true);
  });

  it("forgets refusals older than the window and keeps no more than the limit", () => {
    const spread = Array.from({ length: REFUSAL_LIMIT - 1 }, (_, index) => index * REFUSAL_WINDOW_MS);
    let state: ReturnType<typeof afterRefusal> | undefined;
    for (const at of spread) state = afterRefusal(state, at);
    expect(state!.blocked).toBe(false);
    const late = afterRefusal({ recent: [1, 2, 3, 4], blocked: false }, REFUSAL_WINDOW_MS + 3);
    expect(late).toEqual({ recent: [4, REFUSAL_WINDOW_MS + 3], blocked: false });
  });
});
