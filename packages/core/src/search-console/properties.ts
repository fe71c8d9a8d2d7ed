/** The host a domain's property names: Search Console's domain properties leave out `www.`. */
const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");

const originOf = (address: string) => {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether a Search Console property is the domain's own: a domain property (`sc-domain:<host>`)
 * of its host, or a URL-prefix property whose origin is the site's address (the plugin's, once
 * connected; else the domain's own `https://<host>`). Figures of another site would be shown as this
 * one's.
 */
export function propertyMatches(property: string, domain: { domainName: string; siteUrl?: string }): boolean {
  const address = domain.siteUrl || domain.domainName;
  const siteOrigin = originOf(/^https?:\/\//i.test(address) ? address : `https://${address}`);
  if (!siteOrigin) return false;
  const host = bareHost(new URL(siteOrigin).hostname);
  if (property.startsWith("sc-domain:")) return bareHost(property.slice("sc-domain:".length)) === host;
  const origin = originOf(property);
  return origin !== undefined && origin === siteOrigin && new URL(property).pathname === "/";
}
