import { describe, expect, it } from "vitest";
import { bodyText, extraHeaders, headerText, senderOf } from "./port";

const BREAKS = ["\r\n", "\n", "\r", "\u0085", "\u2028", "\u2029", "\u0000", "\t", "\u007f"];

describe("headerText", () => {
  it("keeps every kind of line break and control character out of a header, as one space", () => {
    for (const line of BREAKS) {
      expect(headerText(`Green Thumbs${line}Bcc: x@example.test`), JSON.stringify(line)).toBe("Green Thumbs Bcc: x@example.test");
    }
    expect(headerText("  A\r\n\r\n  B \u2028 ")).toBe("A B");
  });

  it("leaves ordinary text alone, accents and quotes included", () => {
    expect(headerText("Café « Les Roses » — l'été")).toBe("Café « Les Roses » — l'été");
  });
});

describe("bodyText", () => {
  it("writes every line break as the one newline asked for", () => {
    expect(bodyText("a\r\nb\nc\rd\u2028e\u2029f", "\r\n")).toBe("a\r\nb\r\nc\r\nd\r\ne\r\nf");
    expect(bodyText("a\r\nb\rc", "\n")).toBe("a\nb\nc");
  });
});

describe("the headers beside From", () => {
  it("cleans Reply-To and List-Unsubscribe, and names the sender on one line without quotes", () => {
    const message = {
      to: "v@example.test",
      subject: "s",
      text: "t",
      replyTo: "o@example.test\r\nBcc: x@example.test",
      unsubscribe: "https://x.test/u?a\r\nBcc: y",
    };
    expect(extraHeaders(message)).toEqual([
      ["Reply-To", "o@example.test Bcc: x@example.test"],
      ["List-Unsubscribe", "<https://x.test/u?a Bcc: y>"],
      ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
    ]);
    expect(senderOf("SiteCrew <no-reply@sitecrew.test>", { fromName: 'Green "Thumbs"\r\nBcc: <x@example.test>' })).toBe(
      '"Green Thumbs Bcc: x@example.test" <no-reply@sitecrew.test>',
    );
    expect(senderOf("SiteCrew <no-reply@sitecrew.test>", { fromName: "\r\n" })).toBe("SiteCrew <no-reply@sitecrew.test>");
  });
});
