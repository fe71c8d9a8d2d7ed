import { describe, expect, it } from "vitest";
import { BRAVE_SEARCH_URL, chooseInstagram, choosePageSpeed, chooseSearch, PAGESPEED_URL } from "./adapters";
import { LOCAL_INSTAGRAM_APP } from "./instagram/schema";

describe("provider choice from configuration", () => {
  it("instagram: an app id and secret mean the real hosts, else the double under one address, else unavailable", () => {
    expect(chooseInstagram({ appId: "1", appSecret: "s", doubleUrl: "http://127.0.0.1:4020" })).toMatchObject({
      adapter: "instagram",
      appId: "1",
      hosts: { authorize: "https://www.instagram.com", oauth: "https://api.instagram.com", graph: "https://graph.instagram.com" },
    });
    // An id without its secret (or the reverse) cannot sign in, so the double stands in.
    expect(chooseInstagram({ appId: "1", appSecret: "", doubleUrl: "http://127.0.0.1:4020/" })).toEqual({
      adapter: "double",
      appId: LOCAL_INSTAGRAM_APP.id,
      appSecret: LOCAL_INSTAGRAM_APP.secret,
      hosts: { authorize: "http://127.0.0.1:4020", oauth: "http://127.0.0.1:4020", graph: "http://127.0.0.1:4020" },
    });
    expect(chooseInstagram({ appId: "", appSecret: "", doubleUrl: " " })).toEqual({ adapter: "unavailable" });
  });

  it("search: a key means Brave (or the double at the given URL); without a key, no discovery", () => {
    expect(chooseSearch({ apiKey: " brave-key " })).toEqual({ apiKey: "brave-key", url: BRAVE_SEARCH_URL });
    expect(chooseSearch({ apiKey: "brave-key", url: "http://127.0.0.1:4030/search" })).toEqual({ apiKey: "brave-key", url: "http://127.0.0.1:4030/search" });
    expect(chooseSearch({ apiKey: "", url: "http://127.0.0.1:4030/search" })).toBeUndefined();
  });

  it("measuring pages: a key means PageSpeed Insights (or the double at the given URL); without one, Lighthouse in the worker's Chromium", () => {
    expect(PAGESPEED_URL).toBe("https://www.googleapis.com/pagespeedonline/v5/runPagespeed");
    expect(choosePageSpeed({ apiKey: " psi-key " })).toEqual({ apiKey: "psi-key", url: PAGESPEED_URL });
    expect(choosePageSpeed({ apiKey: "psi-key", url: "http://127.0.0.1:4040/run" })).toEqual({ apiKey: "psi-key", url: "http://127.0.0.1:4040/run" });
    // The double's address alone never replaces the real measurement.
    expect(choosePageSpeed({ apiKey: " ", url: "http://127.0.0.1:4040/run" })).toBeUndefined();
  });
});
