import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deployedPolicy, guardedFetch, localPolicy, OutboundError, type OutboundPolicy, type Resolver } from "../../packages/core/src/net/guarded-fetch";

let server: Server;
let port: number;
let hits: string[] = [];

/** /hop/N redirects N more times, /to?url= redirects there, anything else answers JSON. */
function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://test");
  hits.push(`${request.method} ${url.pathname}`);
  const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
  if (hop) {
    const left = Number(hop[1]);
    const next = left > 1 ? `/hop/${left - 1}` : "/done";
    return response.writeHead(302, { location: next }).end();
  }
  if (url.pathname === "/to") return response.writeHead(Number(url.searchParams.get("status") ?? 302), { location: url.searchParams.get("url")! }).end();
  if (url.pathname === "/big") return response.writeHead(200).end(Buffer.alloc(64 * 1024, 97));
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ path: url.pathname, method: request.method, body, host: request.headers.host }));
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The deployed rules, except that this test's own server (loopback, its port) stands in for a public site. */
const deployedWithTestServer = (): OutboundPolicy => ({
  allowsAddress: (address) => address === "127.0.0.1" || deployedPolicy.allowsAddress(address),
  allowsPort: (url) => url.port === String(port) || deployedPolicy.allowsPort(url),
});

const resolvesTo = (...addresses: string[]): Resolver & { calls: string[] } => {
  const calls: string[] = [];
  const resolve = (hostname: string) => {
    calls.push(hostname);
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? (6 as const) : (4 as const) })));
  };
  return Object.assign(resolve, { calls });
};

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).reason;
}

describe("the guarded outbound client", () => {
  it("refuses a name that resolves to a private address, even when another of its addresses is public", async () => {
    for (const addresses of [["10.0.0.7"], ["8.8.8.8", "10.0.0.7"], ["2606:4700::1111", "fd00::1"], ["169.254.169.254"], ["::ffff:127.0.0.1"]]) {
      hits = [];
      const resolve = resolvesTo(...addresses);
      expect(await refusal(guardedFetch("http://site.example/wp-json/", {}, { policy: deployedPolicy, resolve }))).toBe("address");
      expect(resolve.calls).toEqual(["site.example"]);
    }
    expect(hits).toEqual([]);
  });

  it("refuses addresses written as hosts, in every spelling", async () => {
    for (const host of ["127.0.0.1", "2130706433", "0177.0.0.1", "127.1", "[::1]", "[::ffff:7f00:1]", "169.254.169.254", "0xa9fea9fe"]) {
      expect(await refusal(guardedFetch(`http://${host}/`, {}, { policy: deployedPolicy, resolve: resolvesTo("8.8.8.8") })), host).toBe("address");
    }
  });

  it("connects to the address it checked, never asking DNS again", async () => {
    hits = [];
    // .invalid never resolves (RFC 6761): the answer can only come from the pinned address.
    const resolve = resolvesTo("127.0.0.1");
    const response = await guardedFetch(`http://rebind.invalid:${port}/pinned`, {}, { policy: deployedWithTestServer(), resolve });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toMatchObject({ path: "/pinned", host: `rebind.invalid:${port}` });
    expect(resolve.calls).toEqual(["rebind.invalid"]);
  });

  it("checks every redirect hop: a redirect to the metadata address is refused on a deployed stage", async () => {
    for (const target of [
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:a9fe:a9fe]/latest/meta-data/",
      "http://10.0.0.1/",
      "http://metadata.internal/",
    ]) {
      hits = [];
      const resolve = resolvesTo("169.254.169.254");
      const reason = await refusal(
        guardedFetch(`http://127.0.0.1:${port}/to?url=${encodeURIComponent(target)}`, {}, { policy: deployedWithTestServer(), resolve }),
      );
      expect(reason, target).toBe("address");
      expect(hits).toEqual(["GET /to"]);
    }
  });

  it("follows at most five redirects", async () => {
    const policy = deployedWithTestServer();
    const five = await guardedFetch(`http://127.0.0.1:${port}/hop/5`, {}, { policy });
    expect(five.status).toBe(200);
    expect(five.url).toBe(`http://127.0.0.1:${port}/done`);
    hits = [];
    expect(await refusal(guardedFetch(`http://127.0.0.1:${port}/hop/6`, {}, { policy }))).toBe("redirects");
    expect(hits).toHaveLength(6);
  });

  it("turns a POST into a GET without its body after a 303, and keeps both after a 307", async () => {
    const policy = deployedWithTestServer();
    const request = { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":1}' };
    const seeOther = await guardedFetch(`http://127.0.0.1:${port}/to?status=303&url=/landing`, request, { policy });
    expect(JSON.parse(seeOther.body.toString())).toMatchObject({ method: "GET", body: "" });
    const temporary = await guardedFetch(`http://127.0.0.1:${port}/to?status=307&url=/landing`, request, { policy });
    expect(JSON.parse(temporary.body.toString())).toMatchObject({ method: "POST", body: '{"a":1}' });
  });

  it("refuses schemes other than http and https, also as a redirect target", async () => {
    for (const url of ["ftp://example.com/", "file:///etc/passwd", "gopher://example.com/", "data:text/plain,hi", "javascript:alert(1)", "ws://example.com/"]) {
      expect(await refusal(guardedFetch(url, {}, { policy: localPolicy })), url).toBe("scheme");
    }
    const redirected = guardedFetch(`http://127.0.0.1:${port}/to?url=${encodeURIComponent("file:///etc/passwd")}`, {}, { policy: localPolicy });
    expect(await refusal(redirected)).toBe("scheme");
  });

  it("allows only ports 80 and 443 on a deployed stage", async () => {
    const resolve = resolvesTo("93.184.216.34");
    for (const url of ["http://site.example:8080/", "https://site.example:8443/", "http://site.example:22/", "http://site.example:6379/"]) {
      expect(await refusal(guardedFetch(url, {}, { policy: deployedPolicy, resolve })), url).toBe("port");
    }
    expect(resolve.calls).toEqual([]);
    expect(deployedPolicy.allowsPort(new URL("http://site.example/"))).toBe(true);
    expect(deployedPolicy.allowsPort(new URL("https://site.example/"))).toBe(true);
    expect(deployedPolicy.allowsPort(new URL("http://site.example:443/"))).toBe(true);
  });

  it("keeps loopback and *.localhost on any port reachable locally", async () => {
    const direct = await guardedFetch(`http://127.0.0.1:${port}/local`, {}, { policy: localPolicy });
    expect(direct.status).toBe(200);
    const named = await guardedFetch(`http://wordpress.localhost:${port}/local`, {}, { policy: localPolicy });
    expect(JSON.parse(named.body.toString())).toMatchObject({ host: `wordpress.localhost:${port}` });
    expect(await refusal(guardedFetch(`http://wordpress.localhost:${port}/`, {}, { policy: deployedPolicy }))).toBe("port");
    expect(await refusal(guardedFetch("http://wordpress.localhost/", {}, { policy: deployedPolicy }))).toBe("address");
  });

  it("stops reading an answer that is too large", async () => {
    expect(await refusal(guardedFetch(`http://127.0.0.1:${port}/big`, {}, { policy: localPolicy, maxBytes: 1024 }))).toBe("too_large");
  });
});
