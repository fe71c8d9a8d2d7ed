import { provision } from "../../packages/functions/src/local/provision";
import { type LocalResources, localResources } from "../../packages/functions/src/local/resources";
import { startServices } from "../../packages/functions/src/local/services";

/**
 * Runs a benchmark against fresh in-memory local services. Core modules read `Resource` when they
 * load, so the benchmark imports them inside `run`, after the environment is set.
 */
export async function onLocalStack<T>(run: (resources: LocalResources) => Promise<T>): Promise<T> {
  const services = await startServices();
  try {
    const resources = await localResources({ services, siteUrl: "http://localhost", outbox: "/tmp/sitecrew-bench-outbox" });
    Object.assign(process.env, resources.env);
    await provision(resources);
    return await run(resources);
  } finally {
    await services.stop();
  }
}
