import { describe, expect, it } from "vitest";
import { moveActive } from "./listbox";

describe("moveActive", () => {
  it("moves down and up, wrapping at the ends", () => {
    expect(moveActive(0, "ArrowDown", 3)).toBe(1);
    expect(moveActive(2, "ArrowDown", 3)).toBe(0);
    expect(moveActive(0, "ArrowUp", 3)).toBe(2);
  });

  it("starts at the first or last option when none is active", () => {
    expect(moveActive(-1, "ArrowDown", 3)).toBe(0);
    expect(moveActive(-1, "ArrowUp", 3)).toBe(2);
  });

  it("jumps with Home and End and ignores other keys and empty lists", () => {
    expect(moveActive(1, "Home", 3)).toBe(0);
    expect(moveActive(1, "End", 3)).toBe(2);
    expect(moveActive(1, "a", 3)).toBeNull();
    expect(moveActive(-1, "ArrowDown", 0)).toBeNull();
  });
});
