interface ResponseHeadersPolicyConfig {
  securityHeadersConfig: {
    contentSecurityPolicy?: { contentSecurityPolicy: string; override: boolean };
    strictTransportSecurity?: { accessControlMaxAgeSec: number; includeSubdomains: boolean; preload: boolean; override: boolean };
    contentTypeOptions?: { override: boolean };
    frameOptions?: { frameOption: string; override: boolean };
    referrerPolicy?: { referrerPolicy: string; override: boolean };
  };
  customHeadersConfig: { items: { header: string; value: string; override: boolean }[] };
}

/**
 * A CloudFront response headers policy that sends exactly these headers. CloudFront refuses the
 * security headers among its custom headers, so those go to their own typed settings.
 */
export function responseHeadersPolicy(headers: Readonly<Record<string, string>>): ResponseHeadersPolicyConfig {
  const config: ResponseHeadersPolicyConfig = { securityHeadersConfig: {}, customHeadersConfig: { items: [] } };
  const security = config.securityHeadersConfig;
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case "content-security-policy":
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case "strict-transport-security":
        security.strictTransportSecurity = { ...hsts(value), override: true };
        break;
      case "x-content-type-options":
        if (value !== "nosniff") throw new Error(`CloudFront can only send X-Content-Type-Options: nosniff, not ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case "x-frame-options":
        security.frameOptions = { frameOption: value, override: true };
        break;
      case "referrer-policy":
        security.referrerPolicy = { referrerPolicy: value, override: true };
        break;
      default:
        config.customHeadersConfig.items.push({ header: name, value, override: true });
    }
  }
  return config;
}

function hsts(value: string) {
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (!maxAge) throw new Error(`Strict-Transport-Security needs a max-age: ${value}`);
  return {
    accessControlMaxAgeSec: Number(maxAge),
    includeSubdomains: /;\s*includeSubDomains/i.test(value),
    preload: /;\s*preload/i.test(value),
  };
}
