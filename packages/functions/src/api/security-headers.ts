/**
 * The headers every response of the dashboard and the API carries. The cloud sets them in
 * CloudFront's response headers policy (infra/router.ts), the local server on every answer, so
 * the end-to-end suite runs the dashboard under the same policy as production.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // Avatars are same-origin, the 2FA QR code is a data: URL, an avatar preview a blob: URL.
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};
