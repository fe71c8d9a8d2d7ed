import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-address";

describe("private addresses", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:10.0.0.1"])(
    "%s is private",
    (address) => expect(isPrivateAddress(address)).toBe(true),
  );
  it.each(["93.184.216.34", "172.32.0.1", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"])("%s is public", (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});
