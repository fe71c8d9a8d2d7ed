import { Content, notConnected } from "../content";
import { VisibleError } from "../error";
import { hostOf, sameSite } from "./domain-name";
import { DomainEntity } from "./domain.entity";
import { Site } from "./index";
import { domainDetailView } from "./view";

const connectionFailed = () =>
  new VisibleError("upstream", "site_unreachable", "Connection Failed - Unable to proceed onboarding, make sure the plugin configured properly");

/**
 * Needs the configuration the wizard asks for. Confirms the plugin answers a signed call, records the site's name and counts, and marks the
 * domain onboarded. Onboarded is final: a later failure leaves it onboarded.
 */
export async function onboardDomain(domainId: string) {
  const domain = await Site.load(domainId);
  if (!domain.isValid) throw notConnected();
  if (!domain.configuredAt) {
    throw new VisibleError("conflict", "configuration_required", "Complete the website configuration before onboarding this domain.");
  }
  const health = await Content.health(domain).catch(() => {
    throw connectionFailed();
  });
  // The answer has already been checked against the health route's schema.
  if (!health.ok) throw connectionFailed();
  // The site's own address now (it may have moved to https or another port since it connected), when it is still this site.
  const host = health.site_url ? hostOf(health.site_url) : null;
  const siteUrl = host && sameSite(host, domain.siteKey) ? health.site_url : domain.siteUrl;
  await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId })
    .set({
      isOnboard: true,
      siteUrl,
      siteName: health.site_name,
      wordpressVersion: health.wordpress_version,
      pluginVersion: health.plugin_version,
      postCount: health.counts.posts,
      pageCount: health.counts.pages,
      categoryCount: health.counts.categories,
      lastContactAt: Date.now(),
    })
    .go();
  return domainDetailView(await Site.load(domain.domainId, domain.userId));
}
