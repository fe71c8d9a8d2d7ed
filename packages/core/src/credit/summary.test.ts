import { describe, expect, it } from "vitest";
import { summarize } from "./summary";

describe("summarize", () => {
  it("splits holds by their outcome: captured is spent, released is nothing, open is held", () => {
    const newestFirst = [
      { ledgerId: "hold_run_c", kind: "hold", credits: -7 },
      { ledgerId: "release_run_b", kind: "release", credits: 5 },
      { ledgerId: "capture_run_a", kind: "capture", credits: 0 },
      { ledgerId: "hold_run_b", kind: "hold", credits: -5 },
      { ledgerId: "hold_run_a", kind: "hold", credits: -20 },
      { ledgerId: "topup_cs_1", kind: "topup", credits: 100 },
      { ledgerId: "welcome", kind: "adjustment", credits: 50 },
    ] as const;
    expect(summarize(118, newestFirst)).toEqual({ balance: 118, spent_30d: 20, added_30d: 150, held: 7 });
  });

  it("does not count reversals or corrections as credits added", () => {
    const newestFirst = [
      { ledgerId: "reversal_ch_1_900", kind: "reversal", credits: -100 },
      { ledgerId: "fix", kind: "adjustment", credits: -3 },
      { ledgerId: "topup_cs_1", kind: "topup", credits: 100 },
    ] as const;
    expect(summarize(0, newestFirst)).toEqual({ balance: 0, spent_30d: 0, added_30d: 100, held: 0 });
  });

  it("counts a chat agent's pool fills as spent and takes back what it returned", () => {
    const newestFirst = [
      { ledgerId: "chatreturn_chat_a_2", kind: "release", credits: 13 },
      { ledgerId: "chatfill_chat_a_2", kind: "hold", credits: -40 },
      { ledgerId: "chatfill_chat_a_1", kind: "hold", credits: -20 },
      { ledgerId: "topup_cs_1", kind: "topup", credits: 100 },
    ] as const;
    expect(summarize(53, newestFirst)).toEqual({ balance: 53, spent_30d: 47, added_30d: 100, held: 0 });
  });

  it("leaves out a run's outcome when its hold is older than the window", () => {
    expect(summarize(10, [{ ledgerId: "capture_run_old", kind: "capture", credits: 0 }])).toEqual({
      balance: 10,
      spent_30d: 0,
      added_30d: 0,
      held: 0,
    });
  });
});
