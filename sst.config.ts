/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "sitecrew",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
      // Generates the origin secret CloudFront and the API share (infra/origin.ts).
      providers: { random: "4.16.6" },
    };
  },
  async run() {
    const { router } = await import("./infra/router");
    await import("./infra/web");
    await import("./infra/queue");
    await import("./infra/media");
    await import("./infra/api");
    const { api } = await import("./infra/gateway");
    return {
      site: router.url,
      api: api.url,
    };
  },
});
