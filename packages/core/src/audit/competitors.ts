import { Resource } from "sst";
import { VisibleError } from "../error";
import { ipLiteral, isPublicAddress } from "../net/address";
import { Site } from "../site";
import { DomainEntity } from "../site/domain.entity";
import type { DomainItem } from "../site/view";
import { fn } from "../util/fn";
import { CompetitorsInput } from "./schema";

const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");

const isLoopback = (address: string) => /^127\./.test(address) || address === "::1";

/** The site's own addresses: its domain name, and where the plugin says it answers. */
function ownHosts(domain: DomainItem) {
  const hosts = new Set([bare(domain.siteKey)]);
  if (domain.siteUrl) {
    try {
      hosts.add(bare(new URL(domain.siteUrl).host));
    } catch {
      // A site address the plugin reported badly names nothing to compare with.
    }
  }
  return hosts;
}

/**
 * Why an address cannot be crawled, or null. Only what the address itself shows is judged here:
 * a literal private address or a local name. A name is resolved and checked again each time the
 * crawler reaches it. Loopback is accepted on the local stage, the only one whose crawler may
 * reach it.
 */
export function addressRefusal(url: string): string | null {
  const parsed = new URL(url);
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  const local = Resource.App.stage === "local";
  const literal = ipLiteral(hostname);
  if (literal) return isPublicAddress(literal) || (local && isLoopback(literal)) ? null : `${url} is not a public address`;
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return local ? null : `${url} is not a public address`;
  return hostname.includes(".") ? null : `${url} is not a public address`;
}

/** Why a (normalised) competitor address cannot be used, or null: as for any address, and not the site itself. */
export function competitorRefusal(url: string, domain: DomainItem): string | null {
  const refusal = addressRefusal(url);
  if (refusal) return refusal;
  const parsed = new URL(url);
  const own = ownHosts(domain);
  if (own.has(bare(parsed.host)) || own.has(bare(parsed.hostname))) return `${url} is this site itself`;
  return null;
}

const refused = (message: string) => new VisibleError("input", "invalid_input", message, { competitors: message });

/** The competitor sites each domain keeps, edited on the domain's page and in the auditor form. */
export namespace Competitors {
  export async function get(domainId: string) {
    const domain = await Site.load(domainId);
    return { competitors: domain.competitors ?? [] };
  }

  export const put = fn(CompetitorsInput, async ({ competitors }, domainId: string) => {
    const domain = await Site.load(domainId);
    for (const url of competitors) {
      const reason = competitorRefusal(url, domain);
      if (reason) throw refused(reason);
    }
    await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId }).set({ competitors }).go();
    return { competitors };
  });
}
