import { inject, vi } from "vitest";

// Each worker runs its files one after another in one process (`isolate: false`), and this file runs before
// each of them: every file starts from the run's environment and the real clock, whatever the file before it
// pointed elsewhere (its own Stripe or Instagram double, a key, PATH) or faked.
const shared = globalThis as { runEnvironment?: Record<string, string | undefined> };
if (shared.runEnvironment) {
  const base = shared.runEnvironment;
  for (const name of Object.keys(process.env)) if (!(name in base)) delete process.env[name];
  Object.assign(process.env, base);
  vi.useRealTimers();
  // The SDK corrects its clock by the server's answers: a file that faked the clock taught the S3 client an offset,
  // and the next request is refused (an upload, which the SDK cannot send twice, for good). The refusal teaches the
  // client the real clock again, before the file runs.
  const { Media } = await import("../../packages/core/src/media");
  await Media.get("clock-check").catch(() => Media.get("clock-check"));
} else {
  // Before any test module loads, so `Resource` and the AWS SDK see the local services.
  Object.assign(process.env, inject("localEnv"));
  shared.runEnvironment = { ...process.env };
}

// Tests call core's platform (runs, removal, the plugin's status) directly, as the API and the workers do after their
// composition root has run. Loaded after the environment above, like every module of the product.
const { installAgentHooks } = await import("../../packages/functions/src/agents");
installAgentHooks();
