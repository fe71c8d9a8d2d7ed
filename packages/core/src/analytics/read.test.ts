import { describe, expect, it } from "vitest";
import { slotValues } from "./read";

describe("counters read from daily items", () => {
  it("gives every counter the instant its quarter starts, and skips the keys and the item's own fields", () => {
    const items = [
      { pk: "$sitecrew#userid_u", sk: "$daily_1#scope_d#day_2026-11-23", day: "2026-11-23", userId: "u", scope: "d", "posts@0000": 1, "chat_answers@2345": 4 },
      { day: "2026-11-24", "balance@0915": 120, "credits_blog@0915": 10, __edb_e__: "daily", __edb_v__: "1" },
    ];
    expect(slotValues(items)).toEqual([
      { metric: "posts", at: Date.parse("2026-11-23T00:00:00Z"), value: 1 },
      { metric: "chat_answers", at: Date.parse("2026-11-23T23:45:00Z"), value: 4 },
      { metric: "balance", at: Date.parse("2026-11-24T09:15:00Z"), value: 120 },
      { metric: "credits_blog", at: Date.parse("2026-11-24T09:15:00Z"), value: 10 },
    ]);
  });
});
