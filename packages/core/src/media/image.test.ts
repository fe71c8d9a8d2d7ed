import { describe, expect, it } from "vitest";
import { sniffImage } from "./image";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe("sniffImage", () => {
  it("recognises images by their leading bytes", () => {
    expect(sniffImage(bytes(0x89, "PNG\r\n", 0x1a, "\n", 0))).toEqual({ mime: "image/png", extension: "png" });
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))?.mime).toBe("image/jpeg");
    expect(sniffImage(bytes("GIF89a", 1, 0))?.mime).toBe("image/gif");
    expect(sniffImage(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))?.mime).toBe("image/webp");
  });

  it("refuses documents, SVG and empty files whatever their name", () => {
    expect(sniffImage(bytes("%PDF-1.7"))).toBeUndefined();
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });
});
