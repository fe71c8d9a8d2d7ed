import { describe, expect, it } from "vitest";
import { ipLiteral, isPublicAddress } from "./address";

const refused: Array<[string, string]> = [
  ["10.0.0.1", "private 10/8"],
  ["10.255.255.255", "private 10/8, top"],
  ["172.16.0.1", "private 172.16/12"],
  ["172.31.255.255", "private 172.16/12, top"],
  ["192.168.1.1", "private 192.168/16"],
  ["127.0.0.1", "loopback"],
  ["127.255.0.1", "loopback 127/8"],
  ["169.254.169.254", "cloud metadata, link-local"],
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "this network 0/8"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["100.127.255.254", "carrier-grade NAT, top"],
  ["198.18.0.1", "benchmarking 198.18/15"],
  ["198.19.255.255", "benchmarking 198.18/15, top"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast, SSDP"],
  ["240.0.0.1", "reserved 240/4"],
  ["255.255.255.255", "broadcast"],
  ["192.0.0.8", "IETF protocol assignments 192.0.0/24"],
  ["192.0.2.1", "documentation TEST-NET-1"],
  ["198.51.100.1", "documentation TEST-NET-2"],
  ["203.0.113.1", "documentation TEST-NET-3"],
  ["192.88.99.1", "6to4 relay anycast"],
  ["::1", "IPv6 loopback"],
  ["::", "IPv6 unspecified"],
  ["fc00::1", "unique local fc00::/7"],
  ["fd12:3456::1", "unique local fd00::/8"],
  ["fe80::1", "link-local fe80::/10"],
  ["febf::1", "link-local, top of fe80::/10"],
  ["fe80::1%eth0", "link-local with a zone"],
  ["fec0::1", "site-local (deprecated)"],
  ["ff02::1", "IPv6 multicast"],
  ["2001:db8::1", "documentation 2001:db8::/32"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback, dotted"],
  ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
  ["::10.0.0.1", "IPv4-compatible private"],
  ["::a00:1", "IPv4-compatible private, hex"],
  ["::7f00:1", "IPv4-compatible loopback"],
  ["::ffff:0:a00:1", "IPv4-translated private (RFC 6145)"],
  ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
  ["64:ff9b::a9fe:a9fe", "NAT64 of the metadata address"],
  ["64:ff9b:1::a00:1", "local-use NAT64 prefix"],
  ["2002:0a00:0001::", "6to4 of 10.0.0.1"],
  ["2002:7f00:1::1", "6to4 of 127.0.0.1"],
  ["2002:a9fe:a9fe::", "6to4 of the metadata address"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
  ["100::1", "discard prefix"],
  ["0177.0.0.1", "octal, not canonical"],
  ["127.1", "short form, not canonical"],
  ["2130706433", "decimal, not canonical"],
  ["0x7f.0.0.1", "hex, not canonical"],
  ["::ffff:0177.0.0.1", "mapped with an octal tail"],
  ["example.com", "not an address"],
  ["", "empty"],
];

const allowed: Array<[string, string]> = [
  ["8.8.8.8", "public IPv4"],
  ["93.184.216.34", "public IPv4"],
  ["172.32.0.1", "just above 172.16/12"],
  ["100.128.0.1", "just above CGNAT"],
  ["198.20.0.1", "just above benchmarking"],
  ["2606:4700::1111", "public IPv6"],
  ["2a00:1450:4001:80b::200e", "public IPv6"],
  ["::ffff:8.8.8.8", "IPv4-mapped public"],
  ["64:ff9b::808:808", "NAT64 of a public address"],
  ["2002:808:808::1", "6to4 of a public address"],
];

describe("public addresses", () => {
  it.each(refused)("%s is refused (%s)", (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(allowed)("%s is allowed (%s)", (address) => expect(isPublicAddress(address)).toBe(true));
});

describe("hosts that are addresses", () => {
  it.each([
    ["2130706433", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0xa9.0xfe.0xa9.0xfe", "169.254.169.254"],
    ["10.1", "10.0.0.1"],
    ["[::1]", "::1"],
    ["[::ffff:127.0.0.1]", "::ffff:7f00:1"],
    ["[::10.0.0.1]", "::a00:1"],
  ])("%s is read as %s, and refused", (host, address) => {
    expect(ipLiteral(host)).toBe(address);
    expect(isPublicAddress(ipLiteral(host)!)).toBe(false);
  });

  it("leaves names to the resolver", () => {
    expect(ipLiteral("example.com")).toBeNull();
    expect(ipLiteral("wordpress.localhost")).toBeNull();
    expect(ipLiteral("8.8.8.8")).toBe("8.8.8.8");
  });
});
