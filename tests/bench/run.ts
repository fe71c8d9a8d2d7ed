// Each section is imported only when it runs: the lambda section needs no local stack, and a
// section's imports should not slow down or break the others.
const sections: Record<string, () => Promise<void>> = {
  lambda: async () => (await import("./lambda-bundles")).benchLambdaBundles(),
  request: async () => (await import("./request-overhead")).benchRequestOverhead(),
  web: async () => (await import("./web-initial-js")).benchWebInitialJs(),
  holds: async () => (await import("./contended-holds")).benchContendedHolds(),
  lists: async () => (await import("./list-pages")).benchListPages(),
  accounts: async () => (await import("./account-timing")).benchAccountTiming(),
  agents: async () => (await import("./agents")).benchAgents(),
  chat: async () => (await import("./chat")).benchChat(),
  video: async () => (await import("./video")).benchVideo(),
  audit: async () => (await import("./audit")).benchAudit(),
  analytics: async () => (await import("./analytics")).benchAnalytics(),
  pages: async () => (await import("./pages")).benchPages(),
  "post-cost": async () => (await import("./post-cost")).benchPostCost(),
};

// `npm run bench -- lambda web` runs only the named sections.
// The AWS SDK warns about Node 20 on every fresh process; the Lambdas run Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const only = process.argv.slice(2);
// No static imports are left, so this marks the file as a module for the top-level await below.
export {};

for (const [name, run] of Object.entries(sections)) {
  if (only.length && !only.includes(name)) continue;
  await run();
}
