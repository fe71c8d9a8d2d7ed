import { lookup, type LookupAddress, type LookupOptions } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { Resource } from "sst";
import { signedHeaders } from "../site/signature";
import { isPrivateAddress } from "./private-address";

const TIMEOUT_MS = 15_000;
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

export interface SiteTarget {
  siteId: string;
  secret: string;
  /** The plugin's `rest_url()`: `…/wp-json/` or `…/?rest_route=/`. */
  restUrl: string;
}

/** Why a call to a site failed: no answer at all, or an answer that was not a success. */
export class SiteCallError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = "SiteCallError";
  }
}

/** The URL of a REST route under either form of `rest_url()`. */
export function routeUrl(restUrl: string, route: string) {
  const url = new URL(restUrl);
  if (url.searchParams.has("rest_route")) {
    url.searchParams.set("rest_route", route);
    return url;
  }
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return new URL(route.replace(/^\//, ""), url);
}

// A local installation talks to sites on this machine; a deployed one only to public addresses,
// so a domain whose name points inside the network cannot turn the API into a probe.
const privateAllowed = () => Resource.App.stage === "local";

function resolve(hostname: string, options: LookupOptions, callback: (...args: never[]) => void) {
  const done = callback as (error: Error | null, address: string | LookupAddress[], family?: number) => void;
  const answer = (addresses: LookupAddress[]) => {
    const usable = privateAllowed() ? addresses : addresses.filter((entry) => !isPrivateAddress(entry.address));
    if (!usable.length) return done(new SiteCallError(`${hostname} has no public address`), "");
    return options.all ? done(null, usable) : done(null, usable[0]!.address, usable[0]!.family);
  };
  // RFC 6761: *.localhost is always loopback. Browsers and curl do this themselves; Node does not.
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return answer([{ address: "127.0.0.1", family: 4 }]);
  lookup(hostname, { ...options, all: true }, (error, addresses) => (error ? done(error, "") : answer(addresses)));
}

/** One signed call to the plugin on a site; resolves with the parsed JSON answer. */
export function callSite<T>(target: SiteTarget, method: "GET" | "POST", route: string, payload?: unknown): Promise<T> {
  const url = routeUrl(target.restUrl, route);
  const body = payload === undefined ? "" : JSON.stringify(payload);
  const headers: Record<string, string> = {
    accept: "application/json",
    ...signedHeaders(target.siteId, target.secret, { method, path: route, body }),
  };
  if (body) headers["content-type"] = "application/json";
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;

  return new Promise<T>((done, fail) => {
    const request = send(url, { method, headers, lookup: resolve as never, timeout: TIMEOUT_MS }, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) request.destroy(new SiteCallError("The site's answer was too large"));
        else chunks.push(chunk);
      });
      response.on("error", (error) => fail(new SiteCallError(error.message)));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          return fail(new SiteCallError("The site did not answer with JSON", response.statusCode, text.slice(0, 200)));
        }
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) return fail(new SiteCallError(`The site answered ${status}`, status, parsed));
        done(parsed as T);
      });
    });
    request.on("timeout", () => request.destroy(new SiteCallError("The site did not answer in time")));
    request.on("error", (error) => fail(error instanceof SiteCallError ? error : new SiteCallError(error.message)));
    request.end(body);
  });
}
