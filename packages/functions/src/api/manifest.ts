/**
 * The API's areas: each becomes one Lambda in the cloud and a mounted router locally.
 * Paths are relative to /api; a trailing /* matches everything below it.
 */
export const areas = {
  auth: {
    handler: "packages/functions/src/lambda/auth.handler",
    routes: ["ANY /auth/*", "POST /2fa/validate"],
  },
  profile: {
    handler: "packages/functions/src/lambda/profile.handler",
    routes: [
      "GET /get-profile",
      "PUT /update-profile",
      "PUT /update-avatar",
      "PUT /change-password",
      "POST /delete-account",
      "ANY /2fa/*",
      "GET /files/avatars/*",
    ],
  },
  credit: {
    handler: "packages/functions/src/lambda/credit.handler",
    routes: ["GET /balance", "GET /credits/*"],
  },
  payment: {
    handler: "packages/functions/src/lambda/payment.handler",
    routes: ["ANY /payment/*"],
  },
  domain: {
    handler: "packages/functions/src/lambda/domain.handler",
    // GET /download-plugin zips the plugin from a copy shipped with the function.
    files: { from: "packages/wordpress-plugin/sitecrew-connector", to: "wordpress-plugin/sitecrew-connector", env: "SITECREW_PLUGIN_DIR" },
    routes: [
      "GET /domain",
      "ANY /domain/*",
      "ANY /license/*",
      "POST /onboarding",
      "GET /onboarding/*",
      "GET /download-plugin",
      "GET /services-count/*",
      "GET /blog-contents-count/*",
      "GET /social-media-contents-count/*",
    ],
  },
  plugin: {
    handler: "packages/functions/src/lambda/plugin.handler",
    routes: ["ANY /plugin/*"],
  },
  content: {
    handler: "packages/functions/src/lambda/content.handler",
    routes: ["GET /blog-agent-reference/*", "GET /reference/helper/*"],
  },
} as const;

export type AreaName = keyof typeof areas;
export const API_PREFIX = "/api";
