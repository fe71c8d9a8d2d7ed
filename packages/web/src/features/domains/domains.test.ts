import { describe, expect, it } from "vitest";
import { displayDomain, type Domain, domainAddress, domainStore, filterDomains, selectDomain, setDomains } from "./domains";

const domain = (id: string, domain_name: string): Domain => ({ id, domain_name, is_valid: true });
const shop = domain("dom_1", "https://shop.example.com");
const blog = domain("dom_2", "https://blog.example.org");

describe("domains", () => {
  it("filters by name, ignoring case and surrounding spaces", () => {
    expect(filterDomains([shop, blog], "  SHOP ")).toEqual([shop]);
    expect(filterDomains([shop, blog], "")).toEqual([shop, blog]);
    expect(filterDomains([shop, blog], "nothing")).toEqual([]);
  });

  it("keeps the selection while it is still listed, else falls back to the first", () => {
    setDomains([shop, blog]);
    expect(domainStore.get().selected).toEqual(shop);
    selectDomain(blog);
    setDomains([shop, blog]);
    expect(domainStore.get().selected).toEqual(blog);
    setDomains([shop]);
    expect(domainStore.get().selected).toEqual(shop);
    setDomains([]);
    expect(domainStore.get().selected).toBeNull();
  });

  it("shows names without scheme or trailing slash", () => {
    expect(displayDomain("https://shop.example.com/")).toBe("shop.example.com");
    expect(displayDomain("shop.example.com")).toBe("shop.example.com");
  });

  it("shows a connected domain at the address its site reported, with scheme and port", () => {
    expect(domainAddress({ ...shop, site_url: "http://shop.example.com:4102/" })).toBe("http://shop.example.com:4102");
    expect(domainAddress({ ...shop, site_url: null })).toBe("shop.example.com");
    expect(domainAddress(shop)).toBe("shop.example.com");
  });
});
