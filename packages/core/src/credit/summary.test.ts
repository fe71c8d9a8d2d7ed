import { describe, expect, it } from "vitest";
import { heldBy } from "./summary";

describe("heldBy", () => {
  it("counts only holds whose run has neither been captured nor released", () => {
    const newestFirst = [
      { ledgerId: "hold_run_c", credits: -7 },
      { ledgerId: "release_run_b", credits: 5 },
      { ledgerId: "capture_run_a", credits: 0 },
      { ledgerId: "hold_run_b", credits: -5 },
      { ledgerId: "hold_run_a", credits: -20 },
      { ledgerId: "topup_cs_1", credits: 100 },
    ];
    expect(heldBy(newestFirst)).toBe(7);
  });

  it("leaves a chat pool's fills to the reserved credits", () => {
    const newestFirst = [
      { ledgerId: "chatreturn_chat_a_2", credits: 13 },
      { ledgerId: "chatfill_chat_a_2", credits: -40 },
      { ledgerId: "hold_run_x", credits: -3 },
    ];
    expect(heldBy(newestFirst)).toBe(3);
  });
});
