import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalDoubles } from "./doubles";
import { provision } from "./provision";
import { startCron } from "./cron";
import { startQueueWorkers } from "./queue-workers";
import { localResources } from "./resources";
import { startServices } from "./services";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../../..");
const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, ".data"));
const port = Number(process.env.PORT ?? 3000);
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

async function main() {
  const services = await startServices({
    dataDir,
    onLost: (reason) => {
      console.error(`\n  ${reason}\n\n  SiteCrew cannot run without its database, so it is stopping. Run npm start again.\n`);
      void shutdown(1);
    },
  });
  let closing = false;
  const shutdown = async (code = 0) => {
    if (closing) return;
    closing = true;
    await services.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());

  try {
    const resources = await localResources({ services, dataDir, siteUrl, outbox: join(dataDir, "outbox") });
    Object.assign(process.env, resources.env);
    await provision(resources);
    const doubles = await startLocalDoubles({ apiUrl: `http://127.0.0.1:${port}/api`, env: resources.env });
    process.on("exit", () => void doubles.stop());

    // Imported only now: Resource reads the environment set above when it loads.
    const { createLocalApp, listen } = await import("./server");
    const { seedDemoAccount } = await import("./seed");
    const demo = await seedDemoAccount();
    const server = await listen(createLocalApp(join(repoRoot, "packages/web/dist")), port);
    process.on("exit", () => server.close());
    const workers = startQueueWorkers(resources);
    process.on("SIGINT", () => void workers.stop());
    const cron = startCron();
    process.on("SIGINT", () => cron.stop());

    console.log(`
  SiteCrew is running at ${siteUrl}   (API under ${siteUrl}/api)

  Demo account   ${demo.email}
  Password       ${demo.password}

${doubles.banner.map((line) => `  ${line}`).join("\n")}

  Data lives in ${dataDir} (emails in ${join(dataDir, "outbox")}). Press Ctrl-C to stop.
`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
