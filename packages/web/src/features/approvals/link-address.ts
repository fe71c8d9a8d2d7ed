import { keptHref } from "./post-schema";

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_FIRST = /^[\w-]+(\.[\w-]+)+(?=[/?#:]|$)/;

/**
 * The href for what an owner typed as a link's address: a bare host ("example.com/page") gets
 * https://, an address on the site ("/about/", "#faq") stays as typed. Null for one the site would
 * drop (another scheme) or an empty one.
 */
export function linkAddress(typed: string): string | null {
  const address = typed.trim();
  if (!address) return null;
  const href = !HAS_SCHEME.test(address) && HOST_FIRST.test(address) ? `https://${address}` : address;
  return keptHref(href) ? href : null;
}
