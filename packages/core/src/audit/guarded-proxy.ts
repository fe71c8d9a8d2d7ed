import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { admit, type OutboundPolicy, type Resolver, systemResolver } from "../net/guarded-fetch";

/**
 * A forward proxy on loopback that Chrome is told to send every request through, so a page
 * Lighthouse loads reaches only what the crawler could: each request's host is resolved here,
 * every address checked against the outbound policy and the connection made to a checked address,
 * so neither the page, its subresources, its redirects nor a second DNS answer reach a private one.
 */
export interface GuardedProxy {
  /** For Chrome's --proxy-server. */
  address: string;
  close(): Promise<void>;
}

async function checked(url: URL, policy: OutboundPolicy, resolve: Resolver) {
  const [first] = await admit(url, policy, resolve);
  return first!.address;
}

function forward(policy: OutboundPolicy, resolve: Resolver) {
  return async (incoming: IncomingMessage, answer: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(incoming.url ?? "");
      if (url.protocol !== "http:") throw new Error("not proxied");
    } catch {
      answer.writeHead(400).end();
      return;
    }
    let address: string;
    try {
      address = await checked(url, policy, resolve);
    } catch {
      answer.writeHead(403).end();
      return;
    }
    const outgoing = httpRequest(
      { host: address, port: Number(url.port || 80), method: incoming.method, path: `${url.pathname}${url.search}`, headers: incoming.headers },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    outgoing.on("error", () => answer.destroy());
    incoming.pipe(outgoing);
  };
}

function tunnel(policy: OutboundPolicy, resolve: Resolver) {
  return async (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    client.on("error", () => client.destroy());
    let url: URL;
    let address: string;
    try {
      url = new URL(`https://${incoming.url ?? ""}`);
      address = await checked(url, policy, resolve);
    } catch {
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream = connect(Number(url.port || 443), address, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
  };
}

export async function startGuardedProxy(policy: OutboundPolicy, resolve: Resolver = systemResolver): Promise<GuardedProxy> {
  const sockets = new Set<Socket>();
  const onRequest = forward(policy, resolve);
  const onConnect = tunnel(policy, resolve);
  // A request that fails in an unforeseen way closes its connection; the proxy goes on serving.
  const server = createServer((incoming, answer) => {
    onRequest(incoming, answer).catch(() => answer.destroy());
  });
  server.on("connect", (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    onConnect(incoming, client, head).catch(() => client.destroy());
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
