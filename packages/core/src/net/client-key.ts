import ipaddr from "ipaddr.js";

/**
 * What one client's allowance is counted under: an IPv4 address itself (also when it arrives as
 * ::ffff:a.b.c.d), an IPv6 address by its /64. One subscriber line or host gets a whole /64 and
 * picks any address in it at will, so counting single IPv6 addresses would count nothing.
 * Anything unparsable counts as itself.
 */
export function clientKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (!ipaddr.isValid(text)) return text;
  const parsed = ipaddr.process(text);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const [a = 0, b = 0, c = 0, d = 0] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`;
}
