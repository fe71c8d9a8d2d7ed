import { Resource } from "sst";
import { signJwt, verifyJwt } from "./jwt";

export type TokenPurpose = "access" | "two_factor";

export interface SessionClaims {
  userId: string;
  version: number;
  purpose: TokenPurpose;
  remember: boolean;
  /** The sign-in challenge a two_factor token belongs to. */
  challengeId?: string;
}

const DAY = 24 * 60 * 60;
const lifetimes = { remembered: 7 * DAY, session: DAY, twoFactor: 5 * 60 };

const key = new TextEncoder().encode(Resource.JwtSecret.value);

export namespace SessionToken {
  export function issue(claims: SessionClaims): Promise<string> {
    const lifetime = claims.purpose === "two_factor" ? lifetimes.twoFactor : claims.remember ? lifetimes.remembered : lifetimes.session;
    const challenge = claims.challengeId ? { chl: claims.challengeId } : {};
    const now = Math.floor(Date.now() / 1000);
    return Promise.resolve(
      signJwt({ ver: claims.version, pur: claims.purpose, rem: claims.remember, ...challenge, sub: claims.userId, iat: now, exp: now + lifetime }, key),
    );
  }

  /** A session token for the account's current token version. */
  export function access(userId: string, version: number, remember: boolean): Promise<string> {
    return issue({ userId, version, remember, purpose: "access" });
  }

  /** Returns the claims of a valid, unexpired token of the given purpose, or undefined. */
  export function read(token: string, purpose: TokenPurpose): Promise<SessionClaims | undefined> {
    const payload = verifyJwt(token, key);
    if (!payload || payload.pur !== purpose || typeof payload.sub !== "string" || typeof payload.ver !== "number") return Promise.resolve(undefined);
    const challengeId = typeof payload.chl === "string" ? payload.chl : undefined;
    return Promise.resolve({ userId: payload.sub, version: payload.ver, purpose, remember: payload.rem === true, challengeId });
  }
}
