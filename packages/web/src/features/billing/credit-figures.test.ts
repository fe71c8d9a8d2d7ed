import { describe, expect, it } from "vitest";
import { carriedOver } from "./credit-figures";

describe("carriedOver", () => {
  it("is nothing for an account whose whole life is in the window", () => {
    expect(carriedOver({ balance: 391, spent_30d: 96, added_30d: 500, reserved: 13, held: 0 })).toBe(0);
  });

  it("is what the account had before the window, reserved and held credits included", () => {
    expect(carriedOver({ balance: 120, spent_30d: 30, added_30d: 100, reserved: 20, held: 10 })).toBe(80);
  });
});
