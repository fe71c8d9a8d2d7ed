import { randomBytes } from "node:crypto";
import { allHooks } from "../agents/hooks";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { fn } from "../util/fn";
import { hostOf, sameSite } from "./domain-name";
import { DomainEntity, NonceEntity } from "./domain.entity";
import { Site } from "./index";
import { ConnectInput } from "./schema";
import { checkSignature, SIGNATURE_HEADERS, SIGNATURE_WINDOW_SECONDS, type SignedParts } from "./signature";
import type { DomainItem } from "./view";

/** The id a plugin signs with: enough to find its domain with one read. */
export const siteIdOf = (domain: Pick<DomainItem, "userId" | "domainId">) => `${domain.userId}.${domain.domainId}`;

const siteNotFound = () => new VisibleError("not_found", "site_not_found", "This site is not connected to SiteCrew. Connect it again with a licence key.");
const refused = (code: string, message: string) => new VisibleError("auth", code, message);

export interface PluginRequest {
  method: string;
  path: string;
  header(name: string): string | undefined;
  body: string;
}

export namespace Connection {
  /**
   * The plugin's first call: the licence key proves who it is, the site's host must be the
   * domain's. A fresh secret is issued each time, so connecting again retires the old one.
   */
  export const connect = fn(ConnectInput, async (input) => {
    const domain = await Site.byLicense(input.license_key);
    if (!domain) throw new VisibleError("not_found", "license_not_found", "This licence key is not valid. Copy it again from the SiteCrew dashboard.");
    for (const url of [input.site_url, input.rest_url]) {
      const host = hostOf(url);
      if (!host || !sameSite(host, domain.siteKey)) {
        throw new VisibleError(
          "conflict",
          "host_mismatch",
          `This licence key belongs to ${domain.domainName.replace(/^https:\/\//, "")}, but this site is ${host ?? url}.`,
        );
      }
    }
    const secret = randomBytes(32).toString("hex");
    const now = Date.now();
    try {
      await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId })
        .set({
          isValid: true,
          siteSecret: secret,
          siteUrl: input.site_url,
          restUrl: input.rest_url,
          siteName: input.site_name,
          pluginVersion: input.plugin_version,
          wordpressVersion: input.wordpress_version,
          connectedAt: now,
          lastContactAt: now,
        })
        .where((attr, op) => op.eq(attr.licenseHash, domain.licenseHash))
        .go();
    } catch (error) {
      // Removed or given a new key while connecting.
      if (isConditionFailure(error))
        throw new VisibleError("not_found", "license_not_found", "This licence key is not valid. Copy it again from the SiteCrew dashboard.");
      throw error;
    }
    return { site_id: siteIdOf(domain), secret, domain_id: domain.domainId, domain_name: domain.domainName };
  });

  /**
   * Checks a signed request from a plugin: the site exists and still holds a secret, the
   * timestamp is within five minutes, the signature matches, and the nonce is new.
   */
  export async function authenticate(request: PluginRequest): Promise<DomainItem> {
    const siteId = request.header(SIGNATURE_HEADERS.site) ?? "";
    // Only ids we issue: anything else would reach the table as an oversized or odd key.
    const [, userId, domainId] = /^(usr_[0-9a-z]{26})\.(dom_[0-9a-z]{26})$/.exec(siteId) ?? [];
    if (!userId || !domainId) throw refused("bad_signature", "The request is not signed.");
    const { data: domain } = await DomainEntity.get({ userId, domainId }).go({ consistent: true });
    if (!domain?.siteSecret) throw siteNotFound();

    const parts: SignedParts = {
      method: request.method,
      path: request.path,
      timestamp: request.header(SIGNATURE_HEADERS.timestamp) ?? "",
      nonce: request.header(SIGNATURE_HEADERS.nonce) ?? "",
      body: request.body,
    };
    const problem = checkSignature(domain.siteSecret, parts, request.header(SIGNATURE_HEADERS.signature) ?? "");
    if (problem === "stale_request") throw refused(problem, "The request is too old or its clock is wrong.");
    if (problem) throw refused(problem, "The request's signature does not match.");
    try {
      await NonceEntity.create({ siteId, nonce: parts.nonce, ttl: Math.floor(Date.now() / 1000) + 2 * SIGNATURE_WINDOW_SECONDS }).go();
    } catch (error) {
      if (isConditionFailure(error)) throw refused("replayed_request", "This request was already received.");
      throw error;
    }
    await DomainEntity.patch({ userId, domainId }).set({ lastContactAt: Date.now() }).go();
    return domain;
  }

  /**
   * With what each agent has the plugin show on the site (the chat widget), so a plugin that
   * missed a push (it was down) catches up.
   */
  export async function status(domain: DomainItem) {
    const key = { userId: domain.userId, domainId: domain.domainId };
    const shown = await Promise.all((await allHooks()).map(async (hooks) => (hooks.pluginStatus ? hooks.pluginStatus(key) : {})));
    return { connected: true, domain_name: domain.domainName, ...shown.reduce<Record<string, unknown>>((all, one) => ({ ...all, ...one }), {}) };
  }

  /** The plugin let go: the domain waits for a connection again; its configuration stays. */
  export async function disconnect(domain: DomainItem) {
    await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId }).set({ isValid: false }).remove(["siteSecret"]).go();
    return { connected: false };
  }
}
