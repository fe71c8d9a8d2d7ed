import { signedHeaders } from "../../packages/core/src/site/signature";
import { call } from "./api";

export async function addDomain(token: string, domain_name: string) {
  const reply = await call("POST", "/license/create", { token, body: { domain_name } });
  if (reply.status !== 201) throw new Error(`license/create answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as { id: string; domain_name: string; license_key: string; is_valid: boolean; site_url: string | null };
}

/** A complete website configuration, as the onboarding wizard posts it. */
export const configuration = (userDomainId: string) => ({
  userDomainId,
  websiteName: "Green Thumbs",
  websiteNiche: "Gardening",
  targetAudience: "Balcony gardeners",
  websiteDescription: { purpose: "Teach small-space gardening", strongFeaturesAndBenefits: ["Guides", "Seasonal plans", "Q&A"] },
  blogSuggestions: { keywords: ["balcony", "herbs", "pots"], categories: ["How-to", "Plants", "News"] },
});

/** Connects as the plugin on `siteUrl` would. */
export async function connectAs(license_key: string, siteUrl: string, restUrl = `${siteUrl}/wp-json/`) {
  return call("POST", "/plugin/connect", {
    body: { license_key, site_url: siteUrl, rest_url: restUrl, site_name: "Test site", plugin_version: "1.0.0", wordpress_version: "6.1.9" },
  });
}

/** A signed call from the plugin to the API. */
export async function pluginCall(
  site: { site_id: string; secret: string },
  method: "GET" | "POST",
  path: string,
  options: { body?: string; now?: number } = {},
) {
  const body = options.body ?? "";
  const headers: Record<string, string> = signedHeaders(site.site_id, site.secret, { method, path: `/api${path}`, body }, options.now);
  if (body) headers["content-type"] = "application/json";
  return call(method, path, { headers, raw: body || undefined });
}
