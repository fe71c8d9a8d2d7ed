import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { restoreSite, snapshotSite, startTestWordPress } from "./wordpress-site";

/** What a test file receives of a leased WordPress; its PHP runs through the pool. */
export type LeasedSite = Pick<LocalWordPress, "url" | "adminUrl" | "admin" | "dir"> & { id: string };

/**
 * Real WordPresses with the plugin installed, shared by the test files of a run and lent to one file at a
 * time: a WordPress holds one connection, so files running at the same time get different sites, and a file
 * gets its site back as it was first started (tables and uploads) whoever had it before. The plugin calls
 * one API served here. Sites start on the first lease, so a run without WordPress tests starts none.
 *
 * A small HTTP service, as test files run in other processes: POST /lease answers a `LeasedSite`,
 * POST /<id>/php runs the body as PHP inside that site and answers its output, POST /<id>/release gives it back.
 */
export async function startWordPressPool() {
  const scratch = await mkdtemp(join(tmpdir(), "sitecrew-wp-pool-"));
  // Imported only now: Resource reads the environment the global setup has just set.
  const { createLocalApp, listen } = await import("../../packages/functions/src/local/server");
  const api = await listen(createLocalApp(join(scratch, "no-web")), 0);
  const apiUrl = `http://localhost:${(api.address() as AddressInfo).port}/api`;

  const sites: LocalWordPress[] = [];
  // Sites given back, each settling once put back as first started (undefined when it could not be).
  const returned: Promise<LocalWordPress | undefined>[] = [];
  const leased = new Map<string, LocalWordPress>();

  let started = 0;
  const start = async () => {
    const wordpress = await startTestWordPress(join(scratch, `wordpress-${++started}`), apiUrl);
    sites.push(wordpress);
    await snapshotSite(wordpress);
    return wordpress;
  };

  const restore = async (wordpress: LocalWordPress) => {
    try {
      await restoreSite(wordpress);
      return wordpress;
    } catch {
      // A site that cannot be put back is not lent again.
      await wordpress.stop();
      return undefined;
    }
  };

  const lease = async (): Promise<LeasedSite> => {
    let wordpress: LocalWordPress | undefined;
    while (!wordpress && returned.length > 0) wordpress = await returned.shift();
    wordpress ??= await start();
    const id = randomUUID();
    leased.set(id, wordpress);
    return { id, url: wordpress.url, adminUrl: wordpress.adminUrl, admin: wordpress.admin, dir: wordpress.dir };
  };

  const handle = async (request: IncomingMessage): Promise<[number, string]> => {
    const [id, action] = (request.url ?? "").split("/").filter(Boolean);
    if (request.method !== "POST") return [405, "POST only"];
    if (id === "lease" && action === undefined) return [200, JSON.stringify(await lease())];
    const wordpress = id === undefined ? undefined : leased.get(id);
    if (!wordpress) return [404, `No site is leased as ${id}`];
    if (action === "php") {
      let code = "";
      for await (const chunk of request) code += chunk;
      return wordpress.php(code).then(
        (output): [number, string] => [200, output],
        (error: unknown): [number, string] => [500, error instanceof Error ? error.message : String(error)],
      );
    }
    if (action === "release") {
      leased.delete(id!);
      returned.push(restore(wordpress));
      return [204, ""];
    }
    return [404, `No action ${action}`];
  };

  const server = createServer((request, response) => {
    handle(request).then(
      ([status, body]) => response.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(body),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await Promise.all(sites.map((wordpress) => wordpress.stop()));
      await new Promise((resolve) => api.close(resolve));
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
