import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("the key a client's allowance is counted under", () => {
  it("is an IPv6 address's /64, however the address inside it is written", () => {
    const key = clientKey("2001:db8:aa:bb::1");
    expect(key).toBe("2001:db8:aa:bb::/64");
    for (const address of ["2001:db8:aa:bb:ffff:ffff:ffff:ffff", "2001:0DB8:00AA:00BB:1:2:3:4", " 2001:db8:aa:bb::9 ", "2001:db8:aa:bb:0:0:0:0"]) {
      expect(clientKey(address), address).toBe(key);
    }
  });

  it("tells neighbouring /64s apart", () => {
    expect(clientKey("2001:db8:aa:bc::1")).not.toBe(clientKey("2001:db8:aa:bb::1"));
    expect(clientKey("2001:db9:aa:bb::1")).not.toBe(clientKey("2001:db8:aa:bb::1"));
  });

  it("is an IPv4 address itself, also when it comes mapped into IPv6", () => {
    expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(clientKey("198.51.100.8")).not.toBe(clientKey("198.51.100.7"));
  });

  it("keeps what it cannot read as it is", () => {
    expect(clientKey("not an address")).toBe("not an address");
    expect(clientKey("")).toBe("");
  });
});
