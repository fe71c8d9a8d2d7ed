import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { Resource } from "sst";
import { ipLiteral, isPublicAddress } from "./address";

export const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 15_000;
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Which destinations an outbound request may reach. */
export interface OutboundPolicy {
  allowsAddress(address: string): boolean;
  allowsPort(url: URL): boolean;
}

const portOf = (url: URL) => Number(url.port || (url.protocol === "https:" ? 443 : 80));

/** A deployed API reaches only public unicast addresses on the web's own ports. */
export const deployedPolicy: OutboundPolicy = {
  allowsAddress: isPublicAddress,
  allowsPort: (url) => portOf(url) === 80 || portOf(url) === 443,
};

/** A local installation talks to sites on this machine and its network, on any port. */
export const localPolicy: OutboundPolicy = {
  allowsAddress: () => true,
  allowsPort: () => true,
};

export const stagePolicy = (): OutboundPolicy => (Resource.App.stage === "local" ? localPolicy : deployedPolicy);

export type OutboundRefusal = "invalid_url" | "scheme" | "port" | "address" | "unresolved" | "redirects" | "timeout" | "too_large" | "network";

/** A request the guard refused, or one that got no usable answer. */
export class OutboundError extends Error {
  constructor(
    public readonly reason: OutboundRefusal,
    message: string,
  ) {
    super(message);
    this.name = "OutboundError";
  }
}

export interface GuardedRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface GuardOptions {
  policy?: OutboundPolicy;
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  /** The caller's own cancellation: the request stops and rejects with the signal's reason, as fetch does. */
  signal?: AbortSignal;
}

export interface GuardedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Where the answer came from, after redirects. */
  url: string;
  body: Buffer;
}

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** The addresses a request to `url` may connect to; every one the name resolves to must pass. */
export async function admit(url: URL, policy: OutboundPolicy, resolve: Resolver): Promise<ResolvedAddress[]> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundError("scheme", `${url.protocol} URLs are not fetched`);
  if (!policy.allowsPort(url)) throw new OutboundError("port", `Port ${portOf(url)} is not allowed`);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const literal = ipLiteral(hostname);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: literal, family: literal.includes(":") ? 6 : 4 }];
  // RFC 6761: *.localhost is always loopback. Browsers and curl do this themselves; Node does not.
  else if (hostname === "localhost" || hostname.endsWith(".localhost")) addresses = [{ address: "127.0.0.1", family: 4 }];
  else {
    try {
      addresses = await resolve(hostname);
    } catch (error) {
      throw new OutboundError("unresolved", `${hostname} could not be resolved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!addresses.length) throw new OutboundError("unresolved", `${hostname} has no address`);
  const refused = addresses.find((entry) => !policy.allowsAddress(entry.address));
  if (refused) throw new OutboundError("address", `${hostname} resolves to ${refused.address}, which is not a public address`);
  return addresses;
}

/** Hands the connection only the addresses already checked, so a second DNS answer cannot swap them. */
function pinned(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === "object" ? options.family : undefined;
    const matching = addresses.filter((entry) => !family || entry.family === family);
    const usable = matching.length ? matching : addresses;
    if (typeof options === "object" && options.all) (callback as (error: null, all: ResolvedAddress[]) => void)(null, usable);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
}

/** A slow resolver must not outlast the request's time limit. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((done, fail) => {
    const stop = () => fail(signal.reason);
    signal.addEventListener("abort", stop, { once: true });
    work.then(done, fail).finally(() => signal.removeEventListener("abort", stop));
  });
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

function send(url: URL, addresses: ResolvedAddress[], request: GuardedRequest, signal: AbortSignal, maxBytes: number) {
  const transport = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<GuardedResponse>((done, fail) => {
    const outgoing = transport(
      url,
      { method: request.method ?? "GET", headers: request.headers, lookup: pinned(addresses), signal },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const answer = { status, headers: response.headers, url: url.href };
        if (isRedirect(status) && response.headers.location) {
          response.destroy();
          return done({ ...answer, body: Buffer.alloc(0) });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) outgoing.destroy(new OutboundError("too_large", "The answer was too large"));
          else chunks.push(chunk);
        });
        response.on("error", (error) => fail(error));
        response.on("end", () => done({ ...answer, body: Buffer.concat(chunks) }));
      },
    );
    outgoing.on("error", (error) => fail(error));
    outgoing.end(request.body);
  });
}

/** Headers that prove who the caller is; a redirect to another host must not receive them. */
const CREDENTIALS = new Set(["authorization", "proxy-authorization", "cookie"]);

/** Same host and port, or the same host moving from http to https on the default ports. */
function sameDestination(from: URL, to: URL) {
  if (from.origin === to.origin) return true;
  return from.hostname === to.hostname && from.protocol === "http:" && to.protocol === "https:" && !from.port && !to.port;
}

const withoutCredentials = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIALS.has(name.toLowerCase())));

function explain(error: unknown, signal: AbortSignal, cancel?: AbortSignal): unknown {
  if (error instanceof OutboundError) return error;
  if (cancel?.aborted) return cancel.reason;
  if (signal.aborted) return new OutboundError("timeout", "No answer in time");
  return new OutboundError("network", error instanceof Error ? error.message : String(error));
}

/**
 * The one way to call a host a user named. Only http(s); on a deployed stage only public unicast
 * addresses on ports 80 and 443. The name is resolved once, every address checked, and the
 * connection pinned to them. Redirects are followed by hand, each hop checked again, at most five.
 */
export async function guardedFetch(input: string | URL, request: GuardedRequest = {}, options: GuardOptions = {}): Promise<GuardedResponse> {
  const policy = options.policy ?? stagePolicy();
  const resolve = options.resolve ?? systemResolver;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundError("invalid_url", "The address is not a valid URL");
  }
  let current = { ...request, headers: { ...request.headers } };
  for (let hop = 0; ; hop++) {
    try {
      const addresses = await untilAborted(admit(url, policy, resolve), signal);
      const response = await send(url, addresses, current, signal, options.maxBytes ?? MAX_RESPONSE_BYTES);
      const location = response.headers.location;
      if (!isRedirect(response.status) || !location) return response;
      if (hop >= MAX_REDIRECTS) throw new OutboundError("redirects", `More than ${MAX_REDIRECTS} redirects`);
      const from = url;
      try {
        url = new URL(location, url);
      } catch {
        throw new OutboundError("invalid_url", "A redirect pointed to an invalid URL");
      }
      if (!sameDestination(from, url)) current = { ...current, headers: withoutCredentials(current.headers) };
      // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body.
      const method = (current.method ?? "GET").toUpperCase();
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) {
        const { "content-type": _type, "content-length": _length, ...headers } = current.headers;
        current = { method: "GET", headers };
      }
    } catch (error) {
      throw explain(error, signal, options.signal);
    }
  }
}
