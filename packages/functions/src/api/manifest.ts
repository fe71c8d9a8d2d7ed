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
} as const;

export type AreaName = keyof typeof areas;
export const API_PREFIX = "/api";
