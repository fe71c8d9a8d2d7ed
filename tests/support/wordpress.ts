import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withActor } from "../../packages/core/src/actor";
import { createLocalApp, listen } from "../../packages/functions/src/local/server";
import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { addDomain } from "./domains";
import type { LeasedSite } from "./wordpress-pool";
import { connectPlugin } from "./wordpress-plugin";
import { startTestWordPress } from "./wordpress-site";
import { registeredUser } from "./users";

export { connectPlugin } from "./wordpress-plugin";

/** A page of a WordPress site as a visitor gets it (Node does not resolve `*.localhost`, so the Host header names it). */
export function visitPage(wordpress: Pick<LocalWordPress, "url">, path: string) {
  const url = new URL(wordpress.url);
  return new Promise<string>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: url.port, path, headers: { host: url.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Asks the run's WordPress pool (see wordpress-pool.ts); its error message when it refuses. */
async function askPool(pool: string, path: string, body?: string) {
  const reply = await fetch(`${pool}/${path}`, { method: "POST", body });
  const text = await reply.text();
  if (!reply.ok) throw new Error(text);
  return text;
}

/** A WordPress of the pool, lent to this file until `stop()`. */
async function fromPool(pool: string): Promise<LocalWordPress> {
  const site = JSON.parse(await askPool(pool, "lease")) as LeasedSite;
  let released = false;
  return {
    url: site.url,
    adminUrl: site.adminUrl,
    admin: site.admin,
    dir: site.dir,
    php: (code) => askPool(pool, `${site.id}/php`, code),
    async stop() {
      if (released) return;
      released = true;
      await askPool(pool, `${site.id}/release`);
    },
  };
}

/** A WordPress of its own with an API beside it, for scripts that run outside the test runner. */
async function ownWordPress(): Promise<LocalWordPress> {
  const scratch = await mkdtemp(join(tmpdir(), "sitecrew-wp-"));
  const api = await listen(createLocalApp(join(scratch, "no-web")), 0);
  const stopApi = async () => {
    await new Promise((resolve) => api.close(resolve));
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    const wordpress = await startTestWordPress(join(scratch, "wordpress"), `http://localhost:${(api.address() as AddressInfo).port}/api`);
    return {
      ...wordpress,
      async stop() {
        await wordpress.stop();
        await stopApi();
      },
    };
  } catch (error) {
    await stopApi();
    throw error;
  }
}

/**
 * A real WordPress with the SiteCrew plugin installed and not connected, as first started, for a test file's
 * `beforeAll` (and `stop()` in its `afterAll`). Under the test runner it is lent by the run's pool, which
 * starts each site once for many files; elsewhere it starts one.
 */
export async function testWordPress(): Promise<LocalWordPress> {
  const pool = process.env.VITEST ? (await import("vitest")).inject("wordpressPool") : undefined;
  return pool ? fromPool(pool) : ownWordPress();
}

export type ConnectedWordPress = Awaited<ReturnType<typeof connectedWordPress>>;

/**
 * A real WordPress with the SiteCrew plugin, connected to a domain of a fresh owner, for a test
 * file's `beforeAll` (and `stop()` in its `afterAll`). Each file gets its own site: a WordPress holds one
 * connection, so files running at the same time cannot share one.
 */
export async function connectedWordPress() {
  const wordpress = await testWordPress();
  try {
    const owner = await registeredUser();
    const domain = await addDomain(owner.token, new URL(wordpress.url).hostname);
    const connected = await connectPlugin(wordpress, domain.license_key);
    if (!connected.ok) throw new Error(`The plugin did not connect: ${connected.message}`);
    const ref = { userId: owner.userId, domainId: domain.id };
    return {
      wordpress,
      owner,
      domain,
      /** The domain as workers name it. */
      ref,
      /** Runs `work` as the owner, signed in. */
      asOwner: <T>(work: () => Promise<T>) => withActor({ type: "user", properties: { userId: owner.userId } }, work),
      /** Runs `work` as workers do: the system actor. */
      asSystem: <T>(work: () => Promise<T>) => withActor({ type: "system", properties: {} }, work),
      stop: () => wordpress.stop(),
    };
  } catch (error) {
    await wordpress.stop();
    throw error;
  }
}
