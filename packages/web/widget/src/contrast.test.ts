import { describe, expect, it } from "vitest";
import { contrastRatio, parseHex, readableTextOn, type Rgb } from "./contrast";

const rgb = (hex: string) => parseHex(hex)!;

describe("bubble text colour", () => {
  it("reads hex colours and refuses anything else", () => {
    expect(parseHex("#CC4521")).toEqual([204, 69, 33]);
    expect(parseHex(" #00ff7f ")).toEqual([0, 255, 127]);
    for (const bad of ["CC4521", "#abc", "#12345g", "red", "", null, 42]) expect(parseHex(bad)).toBeNull();
  });

  it("matches the WCAG ratios of known pairs", () => {
    expect(contrastRatio(rgb("#000000"), rgb("#ffffff"))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb("#777777"), rgb("#ffffff"))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(rgb("#ffffff"), rgb("#ffffff"))).toBe(1);
  });

  it("puts white on dark colours and black on light ones", () => {
    expect(readableTextOn(rgb("#CC4521"))).toBe("#ffffff");
    expect(readableTextOn(rgb("#1e3a8a"))).toBe("#ffffff");
    expect(readableTextOn(rgb("#ffff00"))).toBe("#000000");
    expect(readableTextOn(rgb("#7dd3fc"))).toBe("#000000");
  });

  it("reaches AA (4.5:1) on every colour of the cube", () => {
    let worst = 21;
    for (let r = 0; r <= 255; r += 15)
      for (let g = 0; g <= 255; g += 15)
        for (let b = 0; b <= 255; b += 15) {
          const background: Rgb = [r, g, b];
          worst = Math.min(worst, contrastRatio(background, rgb(readableTextOn(background))));
        }
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });
});
