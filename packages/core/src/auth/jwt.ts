import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * HS256 JSON Web Tokens with node:crypto: the only kind the sessions use. A JWT library brought
 * about 18 KB of key formats and algorithms into every signed-in area's start for this.
 */

export type Claims = Record<string, unknown>;

const encode = (value: Claims) => Buffer.from(JSON.stringify(value)).toString("base64url");

function decode(part: string): Claims | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Claims) : undefined;
  } catch {
    return undefined;
  }
}

const signature = (signed: string, key: Uint8Array) => createHmac("sha256", key).update(signed).digest("base64url");

export function signJwt(claims: Claims, key: Uint8Array): string {
  const signed = `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}`;
  return `${signed}.${signature(signed, key)}`;
}

/**
 * The claims of a token signed with `key` by HS256, unexpired (`exp` is required) and not before its
 * `nbf`; otherwise undefined. The signature is compared in its one canonical spelling, in constant time.
 */
export function verifyJwt(token: string, key: Uint8Array, now: number = Math.floor(Date.now() / 1000)): Claims | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return;
  const [header, payload, given] = parts as [string, string, string];
  const expected = Buffer.from(signature(`${header}.${payload}`, key));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return;
  const head = decode(header);
  if (!head || head.alg !== "HS256" || "crit" in head) return;
  const claims = decode(payload);
  if (!claims || typeof claims.exp !== "number" || claims.exp <= now) return;
  if (claims.nbf !== undefined && (typeof claims.nbf !== "number" || claims.nbf > now)) return;
  if (claims.iat !== undefined && typeof claims.iat !== "number") return;
  return claims;
}
