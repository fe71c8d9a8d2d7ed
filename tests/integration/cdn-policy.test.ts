import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { responseHeadersPolicy } from "../../infra/response-headers";
import { apiCdnRoute } from "../../packages/functions/src/api/cdn-route";
import { API_PREFIX } from "../../packages/functions/src/api/manifest";
import { securityHeadersFor } from "../../packages/functions/src/api/security-headers";

const infra = (file: string) => readFile(join(import.meta.dirname, "../../infra", file), "utf8");
// The source without comments, so a commented-out line does not count as configuration.
const code = async (file: string) => (await infra(file)).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");

describe("the /api behaviour of the CloudFront router", () => {
  it("keys the cache on Authorization, so CloudFront forwards it on GET, and stores nothing by default", () => {
    const policy = apiCdnRoute.cachePolicy;
    const key = policy.parametersInCacheKeyAndForwardedToOrigin;
    expect(key.headersConfig.headerBehavior).toBe("whitelist");
    expect(key.headersConfig.headers.items.map((header) => header.toLowerCase())).toContain("authorization");
    expect(key.queryStringsConfig.queryStringBehavior).toBe("all");
    expect(policy.minTtl).toBe(0);
    expect(policy.defaultTtl).toBe(0);
    expect(policy.maxTtl).toBeLessThanOrEqual(1);
    expect(apiCdnRoute.pathPattern).toBe(`${API_PREFIX}/*`);
  });

  it("forwards every viewer header but Host, plus CloudFront's viewer address", () => {
    // Managed-AllViewerExceptHostHeader, the policy meant for API Gateway origins.
    expect(apiCdnRoute.originRequestPolicyId).toBe("b689b0a8-53d0-40ab-baf2-68738e2966ac");
  });

  it("is what infra/router.ts builds: its own cache, origin request and headers policies, and the origin secret", async () => {
    const router = await code("router.ts");
    expect(router).toMatch(/new aws\.cloudfront\.CachePolicy\(\s*"\w+",\s*apiCdnRoute\.cachePolicy\s*\)/);
    const behaviour = router.match(/pathPattern:\s*apiCdnRoute\.pathPattern,[^}]*\}/)?.[0];
    expect(behaviour, "the /api behaviour").toBeDefined();
    expect(behaviour).toMatch(/targetOriginId:\s*"api"/);
    expect(behaviour).toMatch(/cachePolicyId:\s*apiCache\.id/);
    expect(behaviour).toMatch(/originRequestPolicyId:\s*apiCdnRoute\.originRequestPolicyId/);
    expect(behaviour).toMatch(/responseHeadersPolicyId:\s*headers\.id/);
    expect(router).toMatch(/originId:\s*"api"/);
    expect(router).toMatch(/customHeaders:\s*\[\s*\{\s*name:\s*apiCdnRoute\.originHeader,\s*value:\s*originSecret\.result\s*\}\s*\]/);
    expect(router).toMatch(/defaultCacheBehavior = \{[^}]*responseHeadersPolicyId:\s*headers\.id/);
    expect(router).toMatch(/responseHeadersPolicy\(securityHeadersFor\(origins\)\)/);
    expect(router).toMatch(/securityHeadersConfig:\s*policy\.securityHeadersConfig/);
  });

  it("is the only way to /api: no SST route sends it elsewhere", async () => {
    for (const file of ["router.ts", "web.ts", "api.ts", "gateway.ts"]) {
      expect(await code(file), file).not.toMatch(/\.route\(\s*API_PREFIX|\.route\(\s*["'`]\/api/);
    }
  });

  it("links the origin secret to every API function", async () => {
    expect(await code("api.ts")).toMatch(/link:\s*\[[\s\S]*?,\s*originGuard,?\s*\]/);
  });
});

describe("CloudFront's response headers policy", () => {
  it("sends exactly the shared security headers", () => {
    const securityHeaders = securityHeadersFor("https://files.s3.eu-west-1.amazonaws.com");
    const { securityHeadersConfig: security, customHeadersConfig: custom } = responseHeadersPolicy(securityHeaders);
    const sent: Record<string, string> = {};
    if (security.contentSecurityPolicy) sent["content-security-policy"] = security.contentSecurityPolicy.contentSecurityPolicy;
    if (security.strictTransportSecurity) {
      const hsts = security.strictTransportSecurity;
      sent["strict-transport-security"] =
        `max-age=${hsts.accessControlMaxAgeSec}${hsts.includeSubdomains ? "; includeSubDomains" : ""}${hsts.preload ? "; preload" : ""}`;
    }
    if (security.contentTypeOptions) sent["x-content-type-options"] = "nosniff";
    if (security.frameOptions) sent["x-frame-options"] = security.frameOptions.frameOption;
    if (security.referrerPolicy) sent["referrer-policy"] = security.referrerPolicy.referrerPolicy;
    for (const item of custom.items) sent[item.header.toLowerCase()] = item.value;

    const expected = Object.fromEntries(Object.entries(securityHeaders).map(([name, value]) => [name.toLowerCase(), value]));
    expect(sent).toEqual(expected);
    const overrides = [...Object.values(security), ...custom.items].map((setting) => setting.override);
    expect(overrides.every(Boolean)).toBe(true);
  });
});
