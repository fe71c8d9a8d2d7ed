import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiCdnRoute } from "../../packages/functions/src/api/cdn-route";
import { originGuard } from "../../packages/functions/src/api/origin-guard";
import { clientIp } from "../../packages/functions/src/api/request";
import { call } from "../support/api";
import { registeredUser } from "../support/users";

const secret = "origin-secret-for-tests-0123456789";
const socket = { incoming: { socket: { remoteAddress: "10.1.2.3" } } };

/** The guard and clientIp as a Lambda runs them, with the stage and secret given. */
function behind(stage: string) {
  return new Hono().use(originGuard({ stage, secret })).get("/ip", (c) => c.json({ ip: clientIp(c) ?? null }));
}

async function ask(stage: string, headers: Record<string, string>) {
  const response = await behind(stage).request("/ip", { headers }, socket);
  return { status: response.status, body: await response.json() };
}

describe("origin guard on a deployed stage", () => {
  it("refuses a request that did not come through CloudFront", async () => {
    const reply = await ask("production", {});
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ code: "forbidden", message: "Requests must come through the dashboard's address." });
  });

  it("refuses a wrong secret, also one that only shares its start", async () => {
    for (const wrong of ["nope", secret.slice(0, -1), `${secret}x`, ""]) {
      expect((await ask("production", { [apiCdnRoute.originHeader]: wrong })).status, wrong).toBe(403);
    }
  });

  it("lets the right secret through and then believes CloudFront's viewer address", async () => {
    const reply = await ask("production", {
      [apiCdnRoute.originHeader]: secret,
      "cloudfront-viewer-address": "198.51.100.20:53211",
    });
    expect(reply).toEqual({ status: 200, body: { ip: "198.51.100.20" } });
  });

  it("refuses everything when the stage has no secret", async () => {
    const guarded = new Hono().use(originGuard({ stage: "production", secret: "" })).get("/", (c) => c.text("ok"));
    expect((await guarded.request("/", { headers: { [apiCdnRoute.originHeader]: "" } })).status).toBe(403);
  });
});

describe("locally", () => {
  it("needs no origin header and takes the address from the socket, not from a viewer header", async () => {
    const reply = await ask("local", { "cloudfront-viewer-address": "198.51.100.20:53211" });
    expect(reply).toEqual({ status: 200, body: { ip: "10.1.2.3" } });
  });

  it("a spoofed viewer address does not move failed sign-ins to another address", async () => {
    const { email, password } = await registeredUser();
    const ip = "203.0.113.77";
    const spoofed = (n: number) => ({ "cloudfront-viewer-address": `192.0.2.${n}:443` });
    for (let attempt = 0; attempt < 10; attempt++) {
      await call("POST", "/auth/login", { body: { email, password: "wrong-password" }, ip, headers: spoofed(attempt + 1) });
    }
    const locked = await call("POST", "/auth/login", { body: { email, password }, ip, headers: spoofed(200) });
    expect(locked.status).toBe(429);
  });
});
