/**
 * The API's areas: each becomes one Lambda in the cloud and a mounted router locally.
 * Paths are relative to /api; a trailing /* matches everything below it, a {name} one segment. `link` names
 * the resources and secrets the area's code reads (sessions need JwtSecret); infra links only these.
 */
export const areas = {
  auth: {
    handler: "packages/functions/src/lambda/auth.handler",
    link: ["Table", "JwtSecret", "TwoFactorKey", "MailQueue"],
    routes: ["ANY /auth/*", "POST /2fa/validate"],
  },
  profile: {
    handler: "packages/functions/src/lambda/profile.handler",
    link: ["Table", "JwtSecret", "TwoFactorKey", "Avatars", "MailQueue"],
    routes: [
      "GET /get-profile",
      "PUT /update-profile",
      "DELETE /pending-email",
      "PUT /update-avatar",
      "PUT /change-password",
      "POST /delete-account",
      "ANY /2fa/*",
      "GET /files/avatars/*",
    ],
  },
  credit: {
    handler: "packages/functions/src/lambda/credit.handler",
    link: ["Table", "JwtSecret"],
    routes: ["GET /balance", "GET /credits/*"],
  },
  payment: {
    handler: "packages/functions/src/lambda/payment.handler",
    link: ["Table", "JwtSecret", "StripeSecretKey", "StripeWebhookSecret", "Site"],
    routes: ["ANY /payment/*"],
  },
  domain: {
    handler: "packages/functions/src/lambda/domain.handler",
    // Search Console: the grant is sealed with the 2FA secrets' key, "Sync now" enqueues a run, and a
    // grant Google refuses queues the owner's email.
    link: ["Table", "JwtSecret", "Site", "TwoFactorKey", "GoogleClientId", "GoogleClientSecret", "RunQueue", "MailQueue"],
    // GET /download-plugin zips the plugin from a copy shipped with the function.
    files: { from: "packages/wordpress-plugin/sitecrew-connector", to: "wordpress-plugin/sitecrew-connector", env: "SITECREW_PLUGIN_DIR" },
    routes: [
      "GET /domain",
      "ANY /domain/*",
      "ANY /license/*",
      "GET /onboarding",
      "POST /onboarding",
      "GET /onboarding/*",
      "GET /download-plugin",
      "GET /services-count/*",
      // Google's consent page sends the owner back here.
      "GET /search-console/callback",
    ],
  },
  plugin: {
    handler: "packages/functions/src/lambda/plugin.handler",
    link: ["Table"],
    routes: ["ANY /plugin/*"],
  },
  content: {
    handler: "packages/functions/src/lambda/content.handler",
    link: ["Table", "JwtSecret"],
    routes: ["GET /blog-agent-reference/*", "GET /reference/helper/*"],
  },
  blog: {
    handler: "packages/functions/src/agents/blog/lambda.handler",
    // "Run now" holds credits and enqueues the run; its price counts a featured image made by an image model.
    link: ["Table", "JwtSecret", "RunQueue"],
    images: true,
    // The form and "Run now" say who writes, and a new agent's status follows it; the area never calls the model.
    namesWriter: true,
    routes: [
      "GET /blog-agent",
      "POST /blog-agent",
      "ANY /blog-agent/*",
      "GET /blog-content/*",
      "GET /blog-contents-count/*",
      "GET /reference/timezones",
      "GET /reference/Languages",
      "GET /reference/keywords",
      "GET /reference/writing-styles",
      "GET /reference/writer",
      "GET /frequency-options",
      "POST /writing-style",
    ],
  },
  agents: {
    handler: "packages/functions/src/lambda/agents.handler",
    // Approving a draft publishes it on the site; cancelling a run returns its credits.
    link: ["Table", "JwtSecret"],
    routes: ["GET /services", "GET /runs", "ANY /runs/*", "GET /approvals", "ANY /approvals/*"],
  },
  chat: {
    handler: "packages/functions/src/agents/chat/lambda.handler",
    // Saving an agent starts its knowledge run; Try chat answers like the widget, and past an
    // agent's daily limit queues the owner's email.
    link: ["Table", "JwtSecret", "Avatars", "RunQueue", "Site", "AiApiKey", "MailQueue"],
    ai: true,
    // An uploaded document is read in a worker thread, from a file infra/pdf-reader.ts ships beside the code.
    readsPdf: true,
    routes: ["GET /chat-agent", "POST /chat-agent", "ANY /chat-agent/*", "GET /files/chat/*"],
  },
  social: {
    handler: "packages/functions/src/agents/social/lambda.handler",
    // Avatars is the files bucket: voice samples are made once and kept there, and videos are
    // read from it by presigned URL. Generate starts media runs; publishing starts a run that
    // reads the Instagram account's sealed token; the Generate form asks whether a video model
    // (Kie.ai) and an AI provider (translation) are configured.
    link: ["Table", "JwtSecret", "Avatars", "Site", "RunQueue", "MediaQueue", "AiApiKey", "TwoFactorKey"],
    speech: true,
    ai: true,
    socialProviders: true,
    routes: [
      "GET /agent-voices",
      "GET /social-agent",
      "POST /social-agent",
      "ANY /social-agent/*",
      "ANY /social-content/*",
      "GET /social-media-contents-count/*",
      "GET /files/voices/*",
    ],
  },
  instagram: {
    handler: "packages/functions/src/lambda/instagram.handler",
    // Connecting an account seals its token with the same key as the 2FA secrets; the popup's page
    // posts back to the dashboard's origin.
    link: ["Table", "JwtSecret", "TwoFactorKey", "Site"],
    socialProviders: true,
    routes: ["ANY /instagram/*"],
  },
  auditor: {
    handler: "packages/functions/src/agents/auditor/lambda.handler",
    // Creating an audit holds its credits and enqueues its run; the form asks whether competitors can be discovered.
    link: ["Table", "JwtSecret", "RunQueue", "Site"],
    search: true,
    // A domain's competitors are the auditor's: their exact paths win over the domain area's /domain/*.
    routes: ["GET /blog-auditor", "POST /blog-auditor", "ANY /blog-auditor/*", "GET /domain/{id}/competitors", "PUT /domain/{id}/competitors"],
  },
  optimizer: {
    handler: "packages/functions/src/agents/optimizer/lambda.handler",
    // Starting an optimization reads the site's posts through the plugin, holds credits and enqueues runs.
    link: ["Table", "JwtSecret", "RunQueue"],
    routes: ["GET /blog-optimization", "POST /blog-optimization"],
  },
  analytics: {
    handler: "packages/functions/src/lambda/analytics.handler",
    // Reads the daily counters, failed runs and unanswered questions of one of the owner's domains.
    link: ["Table", "JwtSecret"],
    routes: ["ANY /analytics/*"],
  },
  reports: {
    handler: "packages/functions/src/lambda/reports.handler",
    // The weekly report's preview reads Analytics; its unsubscribe link is public and signed with JwtSecret.
    link: ["Table", "JwtSecret", "Site"],
    routes: ["ANY /reports/*"],
  },
  leads: {
    handler: "packages/functions/src/agents/chat/leads-lambda.handler",
    // Answering a lead queues the email to its visitor.
    link: ["Table", "JwtSecret", "MailQueue"],
    routes: ["GET /leads", "ANY /leads/*"],
  },
  widget: {
    handler: "packages/functions/src/agents/chat/widget-lambda.handler",
    // Public: visitors' browsers on the owners' sites call it, with the agent's widget key only.
    // An agent past its daily limit, and a visitor's lead, queue its owner's email.
    link: ["Table", "Avatars", "Site", "AiApiKey", "MailQueue"],
    ai: true,
    routes: ["ANY /widget/*"],
  },
} as const;

export type AreaName = keyof typeof areas;
export const API_PREFIX = "/api";
