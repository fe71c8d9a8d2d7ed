import { apiCdnRoute } from "../packages/functions/src/api/cdn-route";
import { securityHeadersFor } from "../packages/functions/src/api/security-headers";
import { api } from "./gateway";
import { originSecret } from "./origin";
import { responseHeadersPolicy } from "./response-headers";
import { avatars } from "./storage";

const domain = process.env.DASHBOARD_DOMAIN;

// Presigned video and poster URLs name the files bucket by its regional host (us-east-1 also by the global one).
const storageOrigins = $interpolate`https://${avatars.name}.s3.${aws.getRegionOutput().name}.amazonaws.com https://${avatars.name}.s3.amazonaws.com`;
const policy = storageOrigins.apply((origins) => responseHeadersPolicy(securityHeadersFor(origins)));

const headers = new aws.cloudfront.ResponseHeadersPolicy("SecurityHeaders", {
  comment: "SiteCrew: CSP, HSTS and the other security headers on every answer",
  securityHeadersConfig: policy.securityHeadersConfig,
  customHeadersConfig: policy.customHeadersConfig,
});

const apiCache = new aws.cloudfront.CachePolicy("ApiCachePolicy", apiCdnRoute.cachePolicy);

const apiOrigin: aws.types.input.cloudfront.DistributionOrigin = {
  originId: "api",
  domainName: api.url.apply((url) => new URL(url).host),
  customOriginConfig: {
    httpPort: 80,
    httpsPort: 443,
    originProtocolPolicy: "https-only",
    originSslProtocols: ["TLSv1.2"],
    originReadTimeout: 30,
  },
  customHeaders: [{ name: apiCdnRoute.originHeader, value: originSecret.result }],
};

/**
 * The dashboard's address. The web build is a route of the router (infra/web.ts); the API is a
 * behaviour of its own, because SST's routes share one cache policy that neither keys on nor
 * forwards Authorization, and cannot add an origin header.
 */
export const router = new sst.aws.Router("Dashboard", {
  domain: domain ? { name: domain } : undefined,
  transform: {
    cdn(args) {
      // SST passes plain values here; fail the deploy rather than drop the API if that changes.
      if (!Array.isArray(args.origins) || !isPlain(args.defaultCacheBehavior)) {
        throw new Error("infra/router.ts: SST's Router no longer passes plain origins and behaviours; update the /api behaviour");
      }
      args.origins = [...args.origins, apiOrigin];
      args.defaultCacheBehavior = { ...args.defaultCacheBehavior, responseHeadersPolicyId: headers.id };
      args.orderedCacheBehaviors = [
        {
          pathPattern: apiCdnRoute.pathPattern,
          targetOriginId: "api",
          viewerProtocolPolicy: "https-only",
          allowedMethods: ["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"],
          cachedMethods: ["GET", "HEAD"],
          compress: true,
          cachePolicyId: apiCache.id,
          originRequestPolicyId: apiCdnRoute.originRequestPolicyId,
          responseHeadersPolicyId: headers.id,
        },
      ];
    },
  },
});

function isPlain<T extends object>(value: $util.Input<T>): value is T {
  return typeof value === "object" && value !== null && !$util.Output.isInstance(value) && !(value instanceof Promise);
}
