import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { CrawlError, crawlSite, fetchPage } from "../../packages/core/src/crawl";
import { deployedPolicy, guardedFetch, localPolicy, type OutboundPolicy, type Resolver } from "../../packages/core/src/net/guarded-fetch";
import { serveFixtureSite, type FixtureRoutes, type FixtureSite } from "../support/fixture-site";

const NOT_PUBLIC = "The address is not public";

/** A resolver that answers every name with the given addresses and remembers what it was asked. */
const resolvesTo = (...addresses: string[]): Resolver & { calls: string[] } => {
  const calls: string[] = [];
  const resolve = (hostname: string) => {
    calls.push(hostname);
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? (6 as const) : (4 as const) })));
  };
  return Object.assign(resolve, { calls });
};

async function refusal(url: string, options: Parameters<typeof fetchPage>[1]) {
  const error = await fetchPage(url, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, url).toBeInstanceOf(CrawlError);
  return (error as CrawlError).message;
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});

async function fixture(routes: FixtureRoutes | ((url: string) => FixtureRoutes)) {
  const site = await serveFixtureSite(routes);
  cleanup.push(() => site.close());
  return site;
}

/** A listener that must never be reached: it counts connections, not just requests. */
async function forbiddenListener(address: string, port: number) {
  const server: Server = createServer((_request, response) => response.end("secret"));
  let connections = 0;
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(port, address, resolve));
  cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { connections: () => connections };
}

/** The deployed rules, except that the fixture (exactly 127.0.0.1, on its port) stands in for a public site. */
const deployedWithFixture = (site: FixtureSite): OutboundPolicy => ({
  allowsAddress: (address) => address === "127.0.0.1" || deployedPolicy.allowsAddress(address),
  allowsPort: (url) => url.port === new URL(site.url).port || deployedPolicy.allowsPort(url),
});

describe("addresses the crawler refuses on a deployed stage", () => {
  const literals: [string, string][] = [
    ["http://10.0.0.1/", "private 10/8"],
    ["http://172.16.5.4/", "private 172.16/12"],
    ["http://192.168.1.1/", "private 192.168/16"],
    ["http://127.0.0.1/", "loopback"],
    ["http://0.0.0.0/", "unspecified"],
    ["http://100.64.0.1/", "carrier-grade NAT"],
    ["http://169.254.1.1/", "link-local"],
    ["http://169.254.169.254/latest/meta-data/", "cloud metadata"],
    ["http://[::1]/", "IPv6 loopback"],
    ["http://[fc00::1]/", "unique local fc00::/7"],
    ["http://[fd00::1]/", "unique local fd00::/8"],
    ["http://[fe80::1]/", "IPv6 link-local"],
    ["http://[::ffff:127.0.0.1]/", "IPv4-mapped loopback"],
    ["http://[::ffff:a9fe:a9fe]/", "IPv4-mapped metadata, in hex"],
    ["http://[64:ff9b::a00:1]/", "NAT64 of a private address"],
    ["http://2130706433/", "decimal 127.0.0.1"],
    ["http://0177.0.0.1/", "octal 127.0.0.1"],
    ["http://0x7f.1/", "hex and short 127.0.0.1"],
    ["http://127.1/", "short 127.0.0.1"],
  ];

  it.each(literals)("%s (%s)", async (url) => {
    const resolve = resolvesTo("93.184.216.34");
    expect(await refusal(url, { policy: deployedPolicy, resolve })).toBe(NOT_PUBLIC);
    expect(resolve.calls).toEqual([]);
  });

  it.each([["10.0.0.7"], ["169.254.169.254"], ["::1"], ["fd12::1"], ["::ffff:192.168.0.1"], ["93.184.216.34", "10.0.0.7"]])(
    "a name that resolves to %s",
    async (...addresses) => {
      const resolve = resolvesTo(...addresses);
      expect(await refusal("http://innocent.example/post", { policy: deployedPolicy, resolve })).toBe(NOT_PUBLIC);
      expect(resolve.calls).toEqual(["innocent.example"]);
    },
  );

  it("localhost and *.localhost names, which never ask DNS", async () => {
    const resolve = resolvesTo("93.184.216.34");
    for (const url of ["http://localhost/", "http://wordpress.localhost/"]) expect(await refusal(url, { policy: deployedPolicy, resolve })).toBe(NOT_PUBLIC);
    expect(resolve.calls).toEqual([]);
  });

  it("schemes other than http and https", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/", "gopher://example.com:70/_x"]) {
      expect(await refusal(url, { policy: deployedPolicy })).toBe("Only http and https addresses can be read");
    }
  });

  it("ports other than 80 and 443, before any name is resolved", async () => {
    const resolve = resolvesTo("93.184.216.34");
    for (const url of ["http://site.example:8080/", "https://site.example:8443/", "http://site.example:22/", "http://site.example:6379/"]) {
      expect(await refusal(url, { policy: deployedPolicy, resolve })).toBe("The address uses a port other than 80 or 443");
    }
    expect(resolve.calls).toEqual([]);
  });

  it("a public page that redirects to a private address: the first hop is read, the redirect target never connected to", async () => {
    const site = await fixture((url) => ({
      "/to-loopback": { status: 302, headers: { location: `http://127.0.0.2:${new URL(url).port}/secret` } },
      "/to-metadata": { status: 301, headers: { location: "http://169.254.169.254/latest/meta-data/" } },
      "/to-mapped": { status: 307, headers: { location: "http://[::ffff:a9fe:a9fe]/" } },
      "/to-name": { status: 308, headers: { location: `http://metadata.internal:${new URL(url).port}/` } },
      "/to-file": { status: 302, headers: { location: "file:///etc/passwd" } },
    }));
    // Same port, another loopback address: only the address tells it apart from the allowed fixture.
    const target = await forbiddenListener("127.0.0.2", Number(new URL(site.url).port));
    const policy = deployedWithFixture(site);
    const resolve = resolvesTo("127.0.0.2");
    for (const path of ["/to-loopback", "/to-metadata", "/to-mapped", "/to-name"])
      expect(await refusal(`${site.url}${path}`, { policy, resolve }), path).toBe(NOT_PUBLIC);
    expect(await refusal(`${site.url}/to-file`, { policy, resolve })).toBe("Only http and https addresses can be read");
    expect(site.hits).toEqual(["/to-loopback", "/to-metadata", "/to-mapped", "/to-name", "/to-file"]);
    expect(resolve.calls).toEqual(["metadata.internal"]);
    expect(target.connections()).toBe(0);
  });

  it("a crawl whose home page redirects inside, or whose robots.txt names an inside sitemap, reaches nothing inside", async () => {
    const redirecting = await fixture((url) => ({ "/": { status: 302, headers: { location: `http://127.0.0.2:${new URL(url).port}/` } } }));
    const behindRedirect = await forbiddenListener("127.0.0.2", Number(new URL(redirecting.url).port));
    expect(await crawlSite(redirecting.url, { policy: deployedWithFixture(redirecting) })).toMatchObject({ pages: [], error: NOT_PUBLIC });
    expect(behindRedirect.connections()).toBe(0);

    const pointing = await fixture((url) => ({
      "/robots.txt": `User-agent: *\nAllow: /\nSitemap: http://127.0.0.2:${new URL(url).port}/sitemap.xml\n`,
      "/": "<html><body><main><p>Home</p></main></body></html>",
    }));
    const behindSitemap = await forbiddenListener("127.0.0.2", Number(new URL(pointing.url).port));
    const result = await crawlSite(pointing.url, { policy: deployedWithFixture(pointing) });
    expect(result).toMatchObject({ error: null, failed: [] });
    expect(result.pages).toHaveLength(1);
    expect(behindSitemap.connections()).toBe(0);
  });
});

describe("credentials on redirects", () => {
  it("are sent to the same site, and dropped when a redirect leads to another host", async () => {
    const received: { host: string; authorization: string | null; cookie: string | null }[] = [];
    const server = createServer((request, response) => {
      received.push({ host: request.headers.host ?? "", authorization: request.headers.authorization ?? null, cookie: request.headers.cookie ?? null });
      const url = new URL(request.url ?? "/", "http://x");
      if (url.pathname === "/same") return response.writeHead(302, { location: "/landing" }).end();
      if (url.pathname === "/away") return response.writeHead(302, { location: url.searchParams.get("to")! }).end();
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const port = (server.address() as import("node:net").AddressInfo).port;
    const headers = { authorization: "Bearer secret", Cookie: "session=1" };

    await guardedFetch(`http://site.localhost:${port}/same`, { headers }, { policy: localPolicy });
    await guardedFetch(
      `http://site.localhost:${port}/away?to=${encodeURIComponent(`http://other.localhost:${port}/landing`)}`,
      { headers },
      { policy: localPolicy },
    );
    expect(received).toEqual([
      { host: `site.localhost:${port}`, authorization: "Bearer secret", cookie: "session=1" },
      { host: `site.localhost:${port}`, authorization: "Bearer secret", cookie: "session=1" },
      { host: `site.localhost:${port}`, authorization: "Bearer secret", cookie: "session=1" },
      { host: `other.localhost:${port}`, authorization: null, cookie: null },
    ]);
  });
});
