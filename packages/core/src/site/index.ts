import * as v from "valibot";
import { useUserId } from "../actor";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { listPage } from "../db/list";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { fn } from "../util/fn";
import { createId } from "../util/id";
import { DOMAINS, domainPrefix } from "./counters";
import { DomainClaimEntity, DomainEntity } from "./domain.entity";
import { hashLicense, newLicenseKey } from "./license";
import { serviceCounterNames, serviceTotals } from "./service-totals";
import { onboardingStep, setupFinished } from "./onboarding-step";
import {
  ConfigurationInput,
  CreateDomainInput,
  type CreatedDomain,
  DomainId,
  type DomainListItem,
  DomainListInput,
  LicenseKeyInput,
  RegenerateLicenseInput,
  type UnfinishedDomain,
} from "./schema";
import { configurationView, type DomainItem, domainDetailView, domainView } from "./view";

export const domainNotFound = () => new VisibleError("not_found", "not_found", "Onboard domain info not found...");

const duplicateDomain = () =>
  new VisibleError("conflict", "duplicate_domain", "This domain is already in your account.", {
    domain_name: "This domain is already in your account.",
  });

const created = (domain: DomainItem, resumed: boolean): CreatedDomain => ({
  ...domainView(domain),
  resumed,
  onboarding_step: onboardingStep({ is_valid: domain.isValid }),
});

/** The site is in the account already: an unfinished setup continues where it stopped; a finished domain is refused. */
async function continueSetup(userId: string, siteKey: string): Promise<CreatedDomain> {
  const { data: claim } = await DomainClaimEntity.get({ userId, siteKey }).go({ consistent: true });
  const { data: domain } = claim ? await DomainEntity.get({ userId, domainId: claim.domainId }).go({ consistent: true }) : { data: null };
  if (!domain || setupFinished({ is_valid: domain.isValid, is_onboard: domain.isOnboard })) throw duplicateDomain();
  return created(domain, true);
}

export namespace Site {
  /** The signed-in user's domain, or 404: another user's id looks exactly like a missing one. */
  export async function load(domainId: string, userId = useUserId()): Promise<DomainItem> {
    const id = v.safeParse(DomainId, domainId);
    if (!id.success) throw domainNotFound();
    const { data } = await DomainEntity.get({ userId, domainId: id.output }).go({ consistent: true });
    if (!data) throw domainNotFound();
    return data;
  }

  /**
   * Adds a domain with a fresh licence key. The same site again (with or without www.) continues its setup while
   * that is unfinished, and is refused once the domain is onboarded.
   */
  export const create = fn(CreateDomainInput, async ({ domain_name }) => {
    const userId = useUserId();
    const domainId = createId("domain");
    const siteKey = domain_name.host.replace(/^www\./, "");
    const license = newLicenseKey();
    const result = await runTransaction(
      { DomainEntity, DomainClaimEntity, CounterEntity },
      (entities) => [
        entities.DomainClaimEntity.create({ userId, siteKey, domainId }).commit(),
        entities.DomainEntity.create({ userId, domainId, domainName: domain_name.domainName, siteKey, ...license }).commit(),
        Counter.change(entities, userId, DOMAINS, 1),
      ],
      { names: ["claim"] },
    );
    if (!result.ok && result.failed.includes("claim")) return continueSetup(userId, siteKey);
    if (!result.ok) throw new VisibleError("unavailable", "busy", "Failed to create license key.");
    return created(await load(domainId, userId), false);
  });

  /** The domains whose setup was left unfinished, newest first, each with the step it reached. */
  export async function unfinished(): Promise<UnfinishedDomain[]> {
    const userId = useUserId();
    // One owner's partition, read whole: owners keep a handful of domains, and the filter keeps the answer to the unfinished ones.
    const { data } = await DomainEntity.query
      .byUser({ userId })
      .where((attr, op) => op.eq(attr.isOnboard, false))
      .go({ pages: "all", order: "desc", attributes: ["domainId", "domainName", "isValid", "isOnboard", "createdAt"] });
    return data.map((domain) => ({
      id: domain.domainId,
      domain_name: domain.domainName,
      is_valid: domain.isValid,
      onboarding_step: onboardingStep({ is_valid: domain.isValid }),
      created_at: new Date(domain.createdAt).toISOString(),
    }));
  }

  /** Newest first; a search matches the start of the host (a leading www. is ignored). Rows carry their service total. */
  export const list = fn(DomainListInput, async ({ page, limit, search }) => {
    const userId = useUserId();
    const term = search
      .toLowerCase()
      .replace(/^https?:\/\//, "")
      .replace(/^www\./, "")
      .replace(/\/+$/, "");
    const result = term
      ? await listPage({
          query: DomainEntity.query.bySiteKey({ userId }).begins({ siteKey: term }),
          entity: DomainEntity,
          page,
          limit,
          order: "asc",
        })
      : await listPage({
          query: DomainEntity.query.byUser({ userId }),
          entity: DomainEntity,
          page,
          limit,
          total: await Counter.read(userId, DOMAINS),
        });
    // Each row's service total comes from its counters, all read in one batch.
    const counts = await Counter.readMany(
      userId,
      result.data.flatMap((domain) => serviceCounterNames(domain.domainId)),
    );
    const serviceCount = (domainId: string) => serviceTotals(domainId, counts).total;
    return {
      data: result.data.map((domain): DomainListItem => ({ ...domainView(domain), service_count: serviceCount(domain.domainId) })),
      pagination: result.pagination,
    };
  });

  export async function detail(domainId: string) {
    return domainDetailView(await load(domainId));
  }

  /**
   * Removes the domain, its claim and every counter under it in one transaction. The licence goes
   * with the item, so the plugin's next call is answered "site not found" and it shows disconnected.
   */
  export async function remove(domainId: string) {
    const domain = await load(domainId);
    const { userId, siteKey } = domain;
    const counters = await Counter.named(userId, domainPrefix(domain.domainId));
    const result = await runTransaction(
      { DomainEntity, DomainClaimEntity, CounterEntity },
      (entities) => [
        entities.DomainEntity.delete({ userId, domainId: domain.domainId })
          .where((attr, op) => op.exists(attr.domainId))
          .commit(),
        entities.DomainClaimEntity.delete({ userId, siteKey }).commit(),
        Counter.change(entities, userId, DOMAINS, -1),
        ...counters.map((name) => entities.CounterEntity.delete({ userId, name }).commit()),
      ],
      { names: ["domain"] },
    );
    if (!result.ok && result.failed.includes("domain")) throw domainNotFound();
    if (!result.ok) throw new VisibleError("unavailable", "busy", "Failed to delete domain.");
    return { id: domain.domainId };
  }

  /** A new key; the old one stops working at once and the plugin has to connect again. */
  export const regenerateLicense = fn(RegenerateLicenseInput, async ({ domain_id }) => {
    const domain = await load(domain_id);
    await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId })
      .set({ ...newLicenseKey(), isValid: false })
      .remove(["siteSecret"])
      .go();
    return domainView(await load(domain.domainId, domain.userId));
  });

  /** Whether the plugin has connected with this key. Only the key owner's domains answer true. */
  export const verifyLicense = fn(LicenseKeyInput, async ({ license_key }) => {
    const domain = await byLicense(license_key);
    return { is_valid: Boolean(domain && domain.userId === useUserId() && domain.isValid) };
  });

  /** The domain a licence key belongs to now (the index may briefly hold a replaced key). */
  export async function byLicense(key: string) {
    const licenseHash = hashLicense(key);
    const { data } = await DomainEntity.query.byLicense({ licenseHash }).go();
    const found = data[0];
    if (!found) return null;
    const { data: current } = await DomainEntity.get({ userId: found.userId, domainId: found.domainId }).go({ consistent: true });
    return current && current.licenseHash === licenseHash ? current : null;
  }

  export const saveConfiguration = fn(ConfigurationInput, async (input) => {
    const domain = await load(input.userDomainId);
    const { data } = await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId })
      .set({
        websiteName: input.websiteName,
        websiteNiche: input.websiteNiche,
        targetAudience: input.targetAudience,
        purpose: input.websiteDescription.purpose,
        features: input.websiteDescription.strongFeaturesAndBenefits,
        keywords: input.blogSuggestions.keywords,
        categories: input.blogSuggestions.categories,
        configuredAt: Date.now(),
      })
      .go({ response: "all_new" });
    return configurationView(data);
  });

  export async function configuration(domainId: string) {
    const domain = await load(domainId);
    if (!domain.configuredAt) throw domainNotFound();
    return configurationView(domain);
  }
}
