import { describe, expect, it } from "vitest";
import { scoreBand } from "./score-band";

describe("scoreBand", () => {
  it("follows Yoast's bands", () => {
    expect(scoreBand(100)).toBe("good");
    expect(scoreBand(71)).toBe("good");
    expect(scoreBand(70)).toBe("ok");
    expect(scoreBand(41)).toBe("ok");
    expect(scoreBand(40)).toBe("poor");
    expect(scoreBand(0)).toBe("poor");
  });
});
