import { describe, expect, it } from "vitest";
import { pendingBadge } from "./approval-count-queries";

describe("pendingBadge", () => {
  it("shows nothing while nothing waits or the count is unknown", () => {
    expect(pendingBadge(0)).toBeNull();
    expect(pendingBadge(undefined)).toBeNull();
  });

  it("shows the count and says how many wait", () => {
    expect(pendingBadge(3)).toEqual({ shown: "3", spoken: "3 waiting" });
  });

  it("caps what it shows, not what it says", () => {
    expect(pendingBadge(140)).toEqual({ shown: "99+", spoken: "140 waiting" });
  });
});
