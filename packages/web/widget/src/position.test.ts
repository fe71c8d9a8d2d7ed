import { describe, expect, it } from "vitest";
import { css, placement, POSITIONS, toPosition } from "./position";

describe("placement", () => {
  it("puts the bubble 16px from the edges it names", () => {
    expect(placement("bottom-right").bubble).toEqual({ bottom: "16px", right: "16px" });
    expect(placement("bottom-left").bubble).toEqual({ bottom: "16px", left: "16px" });
    expect(placement("top-right").bubble).toEqual({ top: "16px", right: "16px" });
    expect(placement("top-left").bubble).toEqual({ top: "16px", left: "16px" });
  });

  it("opens the panel beside a top or bottom bubble, on the same side", () => {
    expect(placement("bottom-left").panel).toEqual({ bottom: "80px", left: "16px" });
    expect(placement("top-right").panel).toEqual({ top: "80px", right: "16px" });
  });

  it("centres middle positions vertically on their side", () => {
    expect(placement("middle-left").bubble).toEqual({ left: "16px", top: "50%", transform: "translateY(-50%)" });
    expect(placement("middle-right").panel).toEqual({ right: "16px", top: "50%", transform: "translateY(-50%)" });
  });

  it("never sets both opposite edges", () => {
    for (const position of POSITIONS) {
      for (const rules of Object.values(placement(position))) {
        expect("left" in rules && "right" in rules).toBe(false);
        expect("top" in rules && "bottom" in rules).toBe(false);
      }
    }
  });

  it("falls back to bottom-right for anything unknown", () => {
    expect(toPosition("middle-left")).toBe("middle-left");
    expect(toPosition("center")).toBe("bottom-right");
    expect(toPosition(undefined)).toBe("bottom-right");
  });

  it("writes declarations as one CSS rule", () => {
    expect(css(".bubble", { bottom: "16px", right: "16px" })).toBe(".bubble{bottom:16px;right:16px}");
  });
});
