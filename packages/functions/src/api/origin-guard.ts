import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { Resource } from "sst";
import { apiCdnRoute } from "./cdn-route";

const VIA_CDN = "viaCdn";

/**
 * On a deployed stage the API Gateway URL is public; CloudFront adds the origin secret to every
 * request it forwards, so a request without it went around the dashboard's address, and its
 * viewer-address header cannot be believed. Locally there is no CDN and nothing to check.
 * Without options the stage and secret come from the links.
 */
export function originGuard(options?: { stage: string; secret: string }): MiddlewareHandler {
  return async (c, next) => {
    const stage = options?.stage ?? Resource.App.stage;
    if (stage === "local") return next();
    // The local runner links no OriginGuard, so it is read only here.
    const secret = options?.secret ?? Resource.OriginGuard.secret;
    if (!matches(c.req.header(apiCdnRoute.originHeader), secret)) {
      return c.json({ code: "forbidden", message: "Requests must come through the dashboard's address." }, 403, { "cache-control": "no-store" });
    }
    c.set(VIA_CDN, true);
    return next();
  };
}

/** True once the guard saw the origin secret: the request came through CloudFront. */
export function viaCdn(c: Context): boolean {
  return c.get(VIA_CDN) === true;
}

// Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
function matches(given: string | undefined, secret: string) {
  if (!given || !secret) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
