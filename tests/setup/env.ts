import { inject } from "vitest";

// Before any test module loads, so `Resource` and the AWS SDK see the local services.
Object.assign(process.env, inject("localEnv"));

// Tests call core's platform (runs, removal, the plugin's status) directly, as the API and the workers do after their
// composition root has run. Loaded after the environment above, like every module of the product.
const { installAgentHooks } = await import("../../packages/functions/src/agents");
installAgentHooks();
