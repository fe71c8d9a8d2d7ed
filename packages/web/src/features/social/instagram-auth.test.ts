import { describe, expect, it } from "vitest";
import { INSTAGRAM_AUTH_FAILED, instagramAuthOutcome, popupFeatures } from "./instagram-auth";

const ORIGIN = "https://app.sitecrew.example";

describe("the Instagram popup's message", () => {
  it("counts only from the dashboard's own origin", () => {
    expect(instagramAuthOutcome({ origin: ORIGIN, data: { type: "INSTAGRAM_AUTH_SUCCESS", account: {} } }, ORIGIN)).toEqual({ ok: true });
    expect(instagramAuthOutcome({ origin: "https://evil.example", data: { type: "INSTAGRAM_AUTH_SUCCESS" } }, ORIGIN)).toBeNull();
    expect(instagramAuthOutcome({ origin: "null", data: { type: "INSTAGRAM_AUTH_SUCCESS" } }, ORIGIN)).toBeNull();
  });

  it("carries the error, or a general one when it has none", () => {
    expect(instagramAuthOutcome({ origin: ORIGIN, data: { type: "INSTAGRAM_AUTH_ERROR", error: "The sign-in link expired." } }, ORIGIN)).toEqual({
      ok: false,
      error: "The sign-in link expired.",
    });
    expect(instagramAuthOutcome({ origin: ORIGIN, data: { type: "INSTAGRAM_AUTH_ERROR" } }, ORIGIN)).toEqual({ ok: false, error: INSTAGRAM_AUTH_FAILED });
  });

  it("ignores other messages of the same origin", () => {
    for (const data of [null, "INSTAGRAM_AUTH_SUCCESS", { type: "webpackOk" }, 42]) expect(instagramAuthOutcome({ origin: ORIGIN, data }, ORIGIN)).toBeNull();
  });
});

describe("the popup", () => {
  it("is 600 by 700, centred, and never off the screen's top left", () => {
    expect(popupFeatures({ left: 100, top: 50, width: 1400, height: 900 })).toBe("popup=yes,width=600,height=700,left=500,top=150");
    expect(popupFeatures({ left: 0, top: 0, width: 390, height: 600 })).toBe("popup=yes,width=600,height=700,left=0,top=0");
  });
});
