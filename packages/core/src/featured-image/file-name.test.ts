import { describe, expect, it } from "vitest";
import { fileNameOf } from "./file-name";

describe("an image's file name from the post's slug", () => {
  it("keeps a Latin slug, drops accents from a percent-encoded one, and leaves nothing of other scripts", () => {
    expect(fileNameOf("herb-butter-guide")).toBe("herb-butter-guide");
    expect(fileNameOf("kr%c3%a4uterbutter-erkl%c3%a4rt")).toBe("krauterbutter-erklart");
    expect(fileNameOf("%e3%83%8f%e3%83%bc%e3%83%96")).toBe("");
    expect(fileNameOf("100%-sure")).toBe("100-sure");
  });
});
