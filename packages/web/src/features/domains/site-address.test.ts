import { describe, expect, it } from "vitest";
import { siteAddress } from "./site-address";

describe("siteAddress", () => {
  it("shows the address the connected site reported, with its scheme, port and folder, and SSL from it", () => {
    expect(siteAddress("https://shop.example.com", "http://shop.example.com:8080/")).toEqual({ label: "http://shop.example.com:8080", ssl: "none" });
    expect(siteAddress("https://shop.example.com", "https://www.shop.example.com/blog/")).toEqual({
      label: "https://www.shop.example.com/blog",
      ssl: "enabled",
    });
    expect(siteAddress("https://shop.example.com", "https://shop.example.com:443")).toEqual({ label: "https://shop.example.com", ssl: "enabled" });
  });

  it("shows the domain as entered and claims nothing about SSL before the site connects", () => {
    expect(siteAddress("https://shop.example.com", null)).toEqual({ label: "shop.example.com", ssl: "unknown" });
    expect(siteAddress("https://shop.example.com")).toEqual({ label: "shop.example.com", ssl: "unknown" });
  });

  it("ignores a reported address that is not a web address", () => {
    expect(siteAddress("https://shop.example.com", "not a url")).toEqual({ label: "shop.example.com", ssl: "unknown" });
    expect(siteAddress("https://shop.example.com", "ftp://shop.example.com")).toEqual({ label: "shop.example.com", ssl: "unknown" });
  });
});
