import { describe, expect, it } from "vitest";
import { avatarProblem } from "./avatar";

const MB = 1024 * 1024;

describe("avatarProblem", () => {
  it("accepts common images up to 2 MB", () => {
    expect(avatarProblem({ type: "image/png", size: 2 * MB })).toBeUndefined();
    expect(avatarProblem({ type: "image/webp", size: 10 })).toBeUndefined();
  });

  it("rejects larger files", () => {
    expect(avatarProblem({ type: "image/jpeg", size: 2 * MB + 1 })).toBe("File is too large. Maximum size is 2MB.");
  });

  it("rejects anything that is not an image", () => {
    expect(avatarProblem({ type: "application/pdf", size: 10 })).toMatch(/image file/);
    expect(avatarProblem({ type: "", size: 10 })).toMatch(/image file/);
  });
});
