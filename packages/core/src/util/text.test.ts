import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { flattenedLine, singleLine } from "./text";

describe("singleLine", () => {
  const Name = v.pipe(v.string(), singleLine("Website name"));

  it("refuses line breaks and other control characters with the field's name", () => {
    for (const text of ["Green\r\nThumbs", "Green\nThumbs", "Green\rThumbs", "Green\tThumbs", "Green\u0000", "Green\u0085", "Green\u2028Thumbs"]) {
      const result = v.safeParse(Name, text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.issues?.[0]?.message).toBe("Website name cannot contain line breaks or control characters.");
    }
  });

  it("takes an ordinary name", () => {
    expect(v.parse(Name, "Café « Les Roses » — l'été")).toBe("Café « Les Roses » — l'été");
  });
});

describe("flattenedLine", () => {
  it("makes a name another system reports one line", () => {
    expect(flattenedLine("Green\r\nBcc: x@example.test\u2028 ")).toBe("Green Bcc: x@example.test");
  });
});
