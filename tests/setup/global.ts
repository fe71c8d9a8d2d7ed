import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { TestProject } from "vitest/node";
import { provision } from "../../packages/functions/src/local/provision";
import { startQueueWorkers } from "../../packages/functions/src/local/queue-workers";
import { localResources } from "../../packages/functions/src/local/resources";
import { startServices, type Services } from "../../packages/functions/src/local/services";
import { startWordPressPool } from "../support/wordpress-pool";
import { TEST_JVM_OPTIONS } from "./jvm";

declare module "vitest" {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
    /** The address of the run's WordPress pool (tests/support/wordpress-pool.ts). */
    wordpressPool: string;
  }
}

// The emulators run on Node 20 here; the SDK warns about it on every client.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
// Inherited by every JVM of the run, as test files start their own DynamoDB Local too.
process.env.JAVA_TOOL_OPTIONS ??= TEST_JVM_OPTIONS;

/**
 * The PDF reader thread bundled into one file, as infra/pdf-reader.ts bundles it for the functions in the cloud.
 * Without one, each read's thread loads the reader's TypeScript source through tsx again, half as much CPU again as
 * a read from the bundle; the end-to-end suite, like `npm start`, still reads through the source.
 */
async function bundledPdfReader(dir: string) {
  const outfile = join(dir, "pdf-reader.mjs");
  await build({
    entryPoints: [fileURLToPath(new URL("../../packages/core/src/chat/pdf/reader.ts", import.meta.url))],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: `node${process.versions.node.split(".")[0]}`,
    minify: true,
    logLevel: "warning",
  });
  return outfile;
}

let services: Services | undefined;
let workers: { stop(): Promise<void> } | undefined;
let wordpresses: Awaited<ReturnType<typeof startWordPressPool>> | undefined;

/** One set of in-memory local services for the whole run; tests isolate themselves by unique ids. */
export async function setup(project: TestProject) {
  services = await startServices();
  const scratch = await mkdtemp(join(tmpdir(), "sitecrew-test-"));
  const resources = await localResources({
    services,
    siteUrl: "http://localhost:3000",
    outbox: join(scratch, "outbox"),
  });
  const env = {
    ...resources.env,
    SITECREW_PDF_READER: process.env.SITECREW_PDF_READER ?? (await bundledPdfReader(scratch)),
    // Lighthouse takes about 8 s of CPU a page: audits here measure none, but for auditor-lighthouse.test.ts, which
    // measures the suite's one page in Chromium and the others through PageSpeed Insights' double.
    AUDIT_LIGHTHOUSE_PAGES: process.env.AUDIT_LIGHTHOUSE_PAGES ?? "0",
    // Kie.ai's doubles finish a task at once: polling them every few seconds, as the real service wants, only waits.
    KIE_POLL_MS: "20",
  };
  Object.assign(process.env, env);
  await provision(resources);
  // The queue workers (mail) run here, beside the services, as they run beside the local server.
  workers = startQueueWorkers(resources);
  project.provide("localEnv", env);
  wordpresses = await startWordPressPool();
  project.provide("wordpressPool", wordpresses.url);
}

export async function teardown() {
  await wordpresses?.stop();
  await workers?.stop();
  await services?.stop();
}
