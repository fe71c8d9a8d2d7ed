import ipaddr from "ipaddr.js";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** The IPv4 address an IPv6 one carries: mapped, translated, compatible, NAT64 (/96) or 6to4. */
function embeddedIPv4(address: IPv6): IPv4 | null {
  const parts = address.parts;
  const word = (index: number) => parts[index] ?? 0;
  const from = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (address.range()) {
    case "ipv4Mapped":
    case "rfc6145":
      return from(word(6), word(7));
    case "6to4":
      return from(word(1), word(2));
    case "rfc6052":
      // Only the well-known /96 prefix has one fixed place for the IPv4 address.
      return [2, 3, 4, 5].every((index) => word(index) === 0) && word(1) === 0xff9b ? from(word(6), word(7)) : null;
  }
  // IPv4-compatible (::a.b.c.d): the first 96 bits are zero. This also catches :: and ::1.
  return [0, 1, 2, 3, 4, 5].every((index) => word(index) === 0) ? from(word(6), word(7)) : null;
}

function parse(address: string): IPv4 | IPv6 | null {
  // Addresses from a resolver are canonical; anything else (0177.0.0.1, 127.1, 2130706433) is refused here.
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address);
  if (!ipaddr.IPv6.isValid(address)) return null;
  // A dotted tail (::ffff:1.2.3.4) must be canonical too: ipaddr.js would read 0177 as 177.
  const tail = address.includes(".") ? address.slice(address.lastIndexOf(":") + 1) : null;
  return tail === null || ipaddr.IPv4.isValidFourPartDecimal(tail) ? ipaddr.IPv6.parse(address) : null;
}

/**
 * True only for a public unicast address, by ipaddr.js's range classes: not private, loopback,
 * link-local, CGNAT, benchmarking, multicast, reserved, documentation, unique-local or the like.
 * An IPv6 address that carries an IPv4 one is judged by the IPv4 address it reaches.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parse(address);
  if (!parsed) return false;
  if (parsed instanceof ipaddr.IPv4) return parsed.range() === "unicast";
  const embedded = embeddedIPv4(parsed);
  if (embedded) return embedded.range() === "unicast";
  return parsed.range() === "unicast";
}

/**
 * The address a URL host names directly, read the way WHATWG URL does (so 2130706433, 0177.0.0.1
 * and 127.1 are all 127.0.0.1), or null when the host is a name to resolve.
 */
export function ipLiteral(hostname: string): string | null {
  let host: string;
  try {
    host = new URL(`http://${hostname.includes(":") && !hostname.startsWith("[") ? `[${hostname}]` : hostname}/`).hostname;
  } catch {
    return null;
  }
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  return parse(bare) ? bare : null;
}
