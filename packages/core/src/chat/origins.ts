import { VisibleError } from "../error";

const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");

function parse(url: string) {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether a browser's Origin is the domain's own website: the same scheme (a domain saved as
 * https does not answer pages served over http), the same host give or take a leading `www.`,
 * and the same port (the domain's explicit one, else the scheme's default). The origin must be
 * one exactly as browsers send it, so it can be echoed in Access-Control-Allow-Origin.
 */
export function isSiteOrigin(domainName: string, origin: string | undefined): origin is string {
  if (!origin) return false;
  const site = parse(domainName);
  const from = parse(origin);
  if (!site || !from || from.origin !== origin) return false;
  if (from.protocol !== "https:" && from.protocol !== "http:") return false;
  if (bare(from.hostname) !== bare(site.hostname)) return false;
  // A site on the owner's own machine (a local WordPress) is served over http on whatever port it
  // got; no visitor's browser reaches such a name on anyone else's site.
  if (isLocalHost(site.hostname)) return true;
  return from.protocol === site.protocol && from.port === site.port;
}

function isLocalHost(hostname: string) {
  const host = hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";
}

export const originNotAllowed = () => new VisibleError("forbidden", "origin_not_allowed", "This chat only answers on its own website.");
