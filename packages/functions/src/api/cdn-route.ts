import { API_PREFIX } from "./manifest";

/**
 * How CloudFront forwards the API: infra/router.ts builds the /api behaviour from this object and
 * a test checks it, so the rules below cannot silently disappear.
 */
export const apiCdnRoute = {
  pathPattern: `${API_PREFIX}/*`,
  /** CloudFront sends the origin secret in this header; the API refuses requests without it. */
  originHeader: "x-origin-verify",
  /**
   * Managed AllViewerExceptHostHeader: every viewer header but Host (API Gateway answers only to
   * its own host name), every cookie and query string, and CloudFront's own headers such as
   * CloudFront-Viewer-Address.
   */
  originRequestPolicyId: "b689b0a8-53d0-40ab-baf2-68738e2966ac",
  /**
   * CloudFront forwards Authorization on GET only when it is part of the cache key, so it is.
   * Nothing is cached unless the origin asks (default TTL 0) and then for a second at most; the
   * API marks its answers no-store anyway. A TTL above zero is what allows a cache key at all.
   */
  cachePolicy: {
    comment: "SiteCrew API: Authorization in the key, nothing cached",
    minTtl: 0,
    defaultTtl: 0,
    maxTtl: 1,
    parametersInCacheKeyAndForwardedToOrigin: {
      headersConfig: { headerBehavior: "whitelist", headers: { items: ["Authorization"] } },
      cookiesConfig: { cookieBehavior: "none" },
      queryStringsConfig: { queryStringBehavior: "all" },
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    },
  },
};
