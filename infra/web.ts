import { router } from "./router";

export const site = new sst.Linkable("Site", {
  properties: { url: router.url },
});

export const web = new sst.aws.StaticSite("Web", {
  path: "packages/web",
  build: { command: "npm run build", output: "dist" },
  router: { instance: router },
});
