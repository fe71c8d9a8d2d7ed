import { describe, expect, it } from "vitest";
import { anyProcessing, scoreChange, scoreGain, webUrl } from "./optimizer-format";
import { DEFAULT_PROVIDER, PROVIDERS, providerLabel } from "./optimizer-providers";

describe("an optimization's row", () => {
  it("shows the score before and after, rounded, with a dash for one not reached yet", () => {
    expect(scoreChange(42, 78)).toBe("42 → 78");
    expect(scoreChange(41.6, null)).toBe("42 → —");
    expect(scoreChange(null, null)).toBe("— → —");
  });

  it("signs the gain once both scores are known", () => {
    expect(scoreGain(42, 78)).toBe("+36");
    expect(scoreGain(60, 55)).toBe("-5");
    expect(scoreGain(42, null)).toBeNull();
  });

  it("keeps polling only while a row is processing", () => {
    expect(anyProcessing([{ status: "completed" }, { status: "processing" }])).toBe(true);
    expect(anyProcessing([{ status: "completed" }, { status: "failed" }])).toBe(false);
    expect(anyProcessing([])).toBe(false);
  });

  it("links only to web addresses", () => {
    expect(webUrl("https://blog.example.com/?p=12")).toBe("https://blog.example.com/?p=12");
    expect(webUrl("javascript:alert(1)")).toBeNull();
    expect(webUrl(null)).toBeNull();
  });
});

describe("the providers", () => {
  it("offers Yoast (the default), RankMath and SEMrush, each saying what it checks", () => {
    expect(PROVIDERS.map((provider) => provider.label)).toEqual(["Yoast", "RankMath", "SEMrush"]);
    expect(DEFAULT_PROVIDER).toBe("yoast");
    expect(PROVIDERS.every((provider) => provider.description.length > 0)).toBe(true);
    expect(providerLabel("rankmath")).toBe("RankMath");
  });
});
