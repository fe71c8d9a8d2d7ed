import { Content, notConnected } from "../content";
import { VisibleError } from "../error";
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
  await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId })
    .set({
      isOnboard: true,
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
