import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "./jwt";

const key = new TextEncoder().encode("a secret long enough for HS256 tokens");
const now = 1_800_000_000;
const claims = { ver: 3, pur: "access", rem: true, sub: "usr_1", iat: now, exp: now + 60 };
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("HS256 session tokens", () => {
  it("reads back what it signed, and what a standard JWT library signed and reads", async () => {
    expect(verifyJwt(signJwt(claims, key), key, now)).toEqual(claims);
    const fromLibrary = await new SignJWT({ ver: 3, pur: "access", rem: true })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("usr_1")
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    expect(verifyJwt(fromLibrary, key, now)).toEqual(claims);
    const { payload } = await jwtVerify(signJwt({ ...claims, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 60 }, key), key, {
      algorithms: ["HS256"],
    });
    expect(payload).toMatchObject({ sub: "usr_1", ver: 3 });
  });

  it("refuses another key, a changed payload or signature, and a signature spelled otherwise", () => {
    const token = signJwt(claims, key);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    expect(verifyJwt(token, new TextEncoder().encode("another secret"), now)).toBeUndefined();
    expect(verifyJwt(`${header}.${part({ ...claims, sub: "usr_2" })}.${signature}`, key, now)).toBeUndefined();
    expect(verifyJwt(`${header}.${payload}.${signature.slice(0, -1)}A`, key, now)).toBeUndefined();
    expect(verifyJwt(`${token}=`, key, now)).toBeUndefined();
    expect(verifyJwt(`${header}.${payload}`, key, now)).toBeUndefined();
    expect(verifyJwt("", key, now)).toBeUndefined();
  });

  it("refuses other algorithms and critical headers, even correctly signed", () => {
    const signedWith = (head: object) => {
      const signed = `${part(head)}.${part(claims)}`;
      return `${signed}.${createHmac("sha256", key).update(signed).digest("base64url")}`;
    };
    expect(verifyJwt(signedWith({ alg: "HS256", typ: "JWT" }), key, now)).toEqual(claims);
    expect(verifyJwt(signedWith({ alg: "none" }), key, now)).toBeUndefined();
    expect(verifyJwt(signedWith({ alg: "HS256", crit: ["exp"] }), key, now)).toBeUndefined();
    expect(verifyJwt(`${part({ alg: "none" })}.${part(claims)}.`, key, now)).toBeUndefined();
  });

  it("refuses a token at or after its expiry, without one, or before its not-before time", () => {
    expect(verifyJwt(signJwt(claims, key), key, now + 59)).toEqual(claims);
    expect(verifyJwt(signJwt(claims, key), key, now + 60)).toBeUndefined();
    expect(verifyJwt(signJwt({ ...claims, exp: undefined }, key), key, now)).toBeUndefined();
    expect(verifyJwt(signJwt({ ...claims, exp: String(now + 60) }, key), key, now)).toBeUndefined();
    expect(verifyJwt(signJwt({ ...claims, nbf: now + 1 }, key), key, now)).toBeUndefined();
    expect(verifyJwt(signJwt({ ...claims, nbf: now }, key), key, now)).toMatchObject({ nbf: now });
  });
});
