import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength";

describe("passwordStrength", () => {
  it.each([
    ["", 0, "Weak"],
    ["abc", 0, "Weak"],
    ["abcdefgh", 1, "Weak"],
    ["abcDEF", 1, "Weak"],
    ["1", 1, "Weak"],
    ["!", 1, "Weak"],
    ["abcdEFGH", 2, "Fair"],
    ["abcdefg1", 2, "Fair"],
    ["abcdEFG1", 3, "Good"],
    ["aB1!", 3, "Good"],
    ["abcdEF1!", 4, "Strong"],
    ["Correct horse 9", 4, "Strong"],
  ])("scores %j as %i (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it("counts length from 8 characters", () => {
    expect(passwordStrength("aaaaaaa").score).toBe(0);
    expect(passwordStrength("aaaaaaaa").score).toBe(1);
  });

  it("treats spaces and non-Latin letters as special characters", () => {
    expect(passwordStrength("a b").score).toBe(1);
    expect(passwordStrength("é").score).toBe(1);
  });
});
