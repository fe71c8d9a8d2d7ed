/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "sitecrew",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const web = await import("./infra/web");
    const api = await import("./infra/api");
    return {
      site: web.router.url,
      api: api.api.url,
    };
  },
});
