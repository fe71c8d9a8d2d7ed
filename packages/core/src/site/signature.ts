import { createHash, createHmac, randomBytes } from "node:crypto";
import { safeEqual } from "../util/crypto";

/** How far a signed request's timestamp may be from our clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 300;

export const SIGNATURE_HEADERS = {
  site: "x-sitecrew-site",
  timestamp: "x-sitecrew-timestamp",
  nonce: "x-sitecrew-nonce",
  signature: "x-sitecrew-signature",
} as const;

export interface SignedParts {
  method: string;
  /** The API path, or the plugin's REST route: never a query string. */
  path: string;
  timestamp: string;
  nonce: string;
  body: string | Uint8Array;
}

const hex = (value: string | Uint8Array) => createHash("sha256").update(value).digest("hex");

/** The string both sides sign; see packages/wordpress-plugin/PROTOCOL.md. */
export function canonical(parts: SignedParts) {
  return [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, hex(parts.body)].join("\n");
}

export function sign(secret: string, parts: SignedParts) {
  return createHmac("sha256", secret).update(canonical(parts)).digest("hex");
}

/** The headers of a request to a site, signed now with a fresh nonce. */
export function signedHeaders(siteId: string, secret: string, request: Omit<SignedParts, "timestamp" | "nonce">, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString("hex");
  return {
    [SIGNATURE_HEADERS.site]: siteId,
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.signature]: sign(secret, { ...request, timestamp, nonce }),
  };
}

export type SignatureProblem = "bad_signature" | "stale_request";

/** Checks the timestamp window and the HMAC; the caller still has to refuse a nonce seen before. */
export function checkSignature(secret: string, parts: SignedParts, signature: string, now = Date.now()): SignatureProblem | null {
  const seconds = Number(parts.timestamp);
  if (!/^\d{1,12}$/.test(parts.timestamp) || Math.abs(now / 1000 - seconds) > SIGNATURE_WINDOW_SECONDS) return "stale_request";
  if (!/^[0-9a-f]{32}$/.test(parts.nonce)) return "bad_signature";
  return safeEqual(sign(secret, parts), signature.toLowerCase()) ? null : "bad_signature";
}
