import { Content, notConnected } from "../content";
import { VisibleError } from "../error";
import { DomainEntity } from "./domain.entity";
import { Site } from "./index";
import { domainDetailView } from "./view";

const connectionFailed = () =>
  new VisibleError("upstream", "site_unreachable", "Connection Failed - Unable to proceed onboarding, make sure the plugin configured properly");

/**
 * Confirms the plugin answers a signed call, records the site's name and counts, and marks the
 * domain onboarded. Onboarded is final: a later failure leaves it onboarded.
 */
export async function onboardDomain(domainId: string) {
  const domain = await Site.load(domainId);
  if (!domain.isValid) throw notConnected();
  const health = await Content.health(domain).catch(() => {
    throw connectionFailed();
  });
  if (!health?.ok) throw connectionFailed();
  await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId })
    .set({
      isOnboard: true,
      siteName: String(health.site_name ?? ""),
      wordpressVersion: String(health.wordpress_version ?? ""),
      pluginVersion: String(health.plugin_version ?? ""),
      postCount: Number(health.counts?.posts) || 0,
      pageCount: Number(health.counts?.pages) || 0,
      categoryCount: Number(health.counts?.categories) || 0,
      lastContactAt: Date.now(),
    })
    .go();
  return domainDetailView(await Site.load(domain.domainId, domain.userId));
}
