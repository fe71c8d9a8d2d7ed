import { router } from "./router";

export const site = new sst.Linkable("Site", {
  properties: { url: router.url },
});

export const web = new sst.aws.StaticSite("Web", {
  path: "packages/web",
  build: { command: "npm run build", output: "dist" },
  router: { instance: router },
  assets: {
    // A later entry wins for the files it matches.
    fileOptions: [
      // Hashed build files never change under their name.
      { files: "**", cacheControl: "max-age=31536000,public,immutable" },
      { files: "**/*.html", cacheControl: "max-age=0,no-cache,no-store,must-revalidate" },
      // The chat widget keeps its name on owners' sites: a new version must reach them within minutes.
      { files: ["widget.js", "favicon.svg"], cacheControl: "public,max-age=300,stale-while-revalidate=86400" },
    ],
  },
});
