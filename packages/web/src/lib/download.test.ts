import { describe, expect, it } from "vitest";
import { filenameFromDisposition } from "./download";

describe("filenameFromDisposition", () => {
  it("reads the quoted or bare filename", () => {
    expect(filenameFromDisposition('attachment; filename="sitecrew-connector.zip"', "plugin.zip")).toBe("sitecrew-connector.zip");
    expect(filenameFromDisposition("attachment; filename=connector.zip; size=10", "plugin.zip")).toBe("connector.zip");
  });

  it("prefers the encoded filename* form", () => {
    expect(filenameFromDisposition(`attachment; filename="plain.zip"; filename*=UTF-8''caf%C3%A9.zip`, "plugin.zip")).toBe("café.zip");
  });

  it.each([null, "", "attachment", 'attachment; filename=""', 'attachment; filename="../"'])("falls back when %j names no file", (header) => {
    expect(filenameFromDisposition(header, "plugin.zip")).toBe("plugin.zip");
  });

  it("keeps only the last path segment", () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/plugin.zip"', "x.zip")).toBe("plugin.zip");
  });
});
