import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The script runs in the owner's page, decoded with that page's charset (often not UTF-8):
// any non-ASCII character in the bundle would show as mojibake.
describe("widget source", () => {
  it("is ASCII only", () => {
    const dir = import.meta.dirname;
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
      const text = readFileSync(join(dir, file), "utf8");
      expect(text.match(/[^\x00-\x7f]/g) ?? [], file).toEqual([]);
    }
  });
});
