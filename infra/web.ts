const domain = process.env.DASHBOARD_DOMAIN;

// Created before the API so the functions can link the dashboard's public URL;
// infra/api.ts adds the /api route once the API exists.
export const router = new sst.aws.Router("Dashboard", {
  domain: domain ? { name: domain } : undefined,
});

export const site = new sst.Linkable("Site", {
  properties: { url: router.url },
});

export const web = new sst.aws.StaticSite("Web", {
  path: "packages/web",
  build: { command: "npm run build", output: "dist" },
  router: { instance: router },
});
