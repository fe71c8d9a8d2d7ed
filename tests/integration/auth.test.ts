import { decodeJwt, SignJWT } from "jose";
import { Resource } from "sst";
import { describe, expect, it } from "vitest";
import { OneTimeTokenEntity } from "../../packages/core/src/auth/one-time.entity";
import { HOT_ADDRESS_DELAY_MS } from "../../packages/core/src/auth";
import { sha256 } from "../../packages/core/src/util/crypto";
import { call } from "../support/api";
import { lastEmail, linkIn } from "../support/outbox";
import { PASSWORD, signedUpUser, uniqueEmail } from "../support/users";

const profile = { firstName: "Grace", lastName: "Hopper", companyName: "Navy", password: PASSWORD };

describe("registration and email verification", () => {
  it("refuses sign-in until the email is verified, then accepts it once", async () => {
    const email = uniqueEmail();
    const registered = await call("POST", "/auth/register", { body: { ...profile, email } });
    expect(registered.status).toBe(201);

    const early = await call("POST", "/auth/login", { body: { email, password: PASSWORD } });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe("Please verify your email first");

    const link = linkIn(await lastEmail(email, "Verify your email address"));
    expect(link.pathname).toBe("/api/auth/verify-email");
    const verified = await call("GET", `/auth/verify-email${link.search}`);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/auth/login?verified=true");

    const again = await call("GET", `/auth/verify-email${link.search}`);
    expect(again.headers.get("location")).toBe("/auth/login?error=already_verified");

    const login = await call("POST", "/auth/login", { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.twoFAEnabled).toBe(false);
    expect(login.body.user.email).toBe(email);
  });

  it("answers the same whether or not the email is already registered", async () => {
    const { email } = await signedUpUser();
    const existing = await call("POST", "/auth/register", { body: { ...profile, email } });
    const fresh = await call("POST", "/auth/register", { body: { ...profile, email: uniqueEmail() } });
    expect(existing.status).toBe(fresh.status);
    expect(existing.body).toEqual(fresh.body);
    expect(await lastEmail(email, "You already have an account")).toContain("already has one");
  });

  it("stores emails lower-case and rejects a verification token that has expired", async () => {
    const email = uniqueEmail().toUpperCase();
    await call("POST", "/auth/register", { body: { ...profile, email } });
    const link = linkIn(await lastEmail(email.toLowerCase(), "Verify your email address"));
    const token = link.searchParams.get("token")!;
    await OneTimeTokenEntity.patch({ purpose: "verify_email", tokenHash: sha256(token) })
      .set({ expiresAt: Date.now() - 1000 })
      .go();
    const expired = await call("GET", `/auth/verify-email${link.search}`);
    expect(expired.headers.get("location")).toBe("/auth/login?error=expired_token");
    const bogus = await call("GET", "/auth/verify-email?token=nope");
    expect(bogus.headers.get("location")).toBe("/auth/login?error=invalid_token");
  });
});

describe("sessions", () => {
  it("issues 1-day tokens, or 7-day tokens with remember me", async () => {
    const { email, password } = await signedUpUser();
    const day = await call("POST", "/auth/login", { body: { email, password } });
    const week = await call("POST", "/auth/login", { body: { email, password, rememberMe: true } });
    const lifetime = (token: string) => {
      const claims = decodeJwt(token);
      return claims.exp! - claims.iat!;
    };
    expect(lifetime(day.body.token)).toBe(24 * 3600);
    expect(lifetime(week.body.token)).toBe(7 * 24 * 3600);
  });

  it("revokes every token at logout", async () => {
    const { token } = await signedUpUser();
    expect((await call("GET", "/balance", { token })).status).toBe(200);
    expect((await call("POST", "/auth/logout", { token })).status).toBe(200);
    const after = await call("GET", "/balance", { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("unauthorized");
  });

  it("refuses tokens with another algorithm, another key or no signature", async () => {
    const { token, userId } = await signedUpUser();
    const [header, payload] = token.split(".");
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const wrongKey = await new SignJWT({ ver: 0, pur: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-key"));
    const hs512 = await new SignJWT({ ver: 0, pur: "access" })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(userId)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(Resource.JwtSecret.value));
    for (const bad of [unsigned, wrongKey, hs512, `${header}.${payload}.AAAA`]) {
      expect((await call("GET", "/get-profile", { token: bad })).status).toBe(401);
    }
  });
});

describe("password reset", () => {
  it("resets with a single-use link, revokes old sessions, and answers the same for unknown emails", async () => {
    const { email, token: oldToken } = await signedUpUser();
    const known = await call("POST", "/auth/forgot-password", { body: { email, is_admin: false } });
    const unknown = await call("POST", "/auth/forgot-password", { body: { email: uniqueEmail(), is_admin: false } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const link = linkIn(await lastEmail(email, "Reset your password"));
    expect(link.pathname).toBe("/auth/reset-password");
    const resetToken = link.searchParams.get("token")!;
    expect(Buffer.from(resetToken, "base64url")).toHaveLength(32);

    const short = await call("POST", "/auth/reset-password", { body: { token: resetToken, password: "short" } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 8 characters long");

    const reset = await call("POST", "/auth/reset-password", { body: { token: resetToken, password: "Brand-New-Pass-7" } });
    expect(reset.status).toBe(200);
    const reused = await call("POST", "/auth/reset-password", { body: { token: resetToken, password: "Another-Pass-8" } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("This reset link has already been used. Please request a new one.");

    expect((await call("GET", "/balance", { token: oldToken })).status).toBe(401);
    expect((await call("POST", "/auth/login", { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await call("POST", "/auth/login", { body: { email, password: "Brand-New-Pass-7" } })).status).toBe(200);
  });
});

describe("the time zone given at sign-up", () => {
  const signUp = (timeZone: string) => call("POST", "/auth/register", { body: { ...profile, email: uniqueEmail(), timeZone } });

  it("is a zone from the list; an alias or another spelling answers 400", async () => {
    for (const zone of ["utc", "ROK", "SystemV/AST4"]) {
      const refused = await signUp(zone);
      expect(refused.status, zone).toBe(400);
      expect(refused.body, zone).toMatchObject({ message: "Choose a time zone from the list.", fields: { timeZone: "Choose a time zone from the list." } });
    }
    for (const zone of ["Europe/Paris", "UTC"]) expect((await signUp(zone)).status, zone).toBe(201);
  });
});

describe("brute force protection", () => {
  it("answers 429 after 10 failed sign-ins for one account, even with the right password", async () => {
    const { email, password } = await signedUpUser();
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await call("POST", "/auth/login", { body: { email, password: "wrong-password" } });
      expect(failed.status).toBe(401);
      expect(failed.body.message).toBe("Invalid email or password");
    }
    const blocked = await call("POST", "/auth/login", { body: { email, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts\. Please try again in 1[45] minutes\./);
  });

  it("locks an account only for the address its failures came from", async () => {
    const { email, password } = await signedUpUser();
    for (let attempt = 0; attempt < 10; attempt++) {
      await call("POST", "/auth/login", { body: { email, password: "wrong-password" }, ip: "203.0.113.7" });
    }
    expect((await call("POST", "/auth/login", { body: { email, password }, ip: "203.0.113.7" })).status).toBe(429);
    expect((await call("POST", "/auth/login", { body: { email, password }, ip: "198.51.100.9" })).status).toBe(200);
  });

  it("slows an address that fails across many accounts, but still signs in a right password", async () => {
    const ip = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      await call("POST", "/auth/login", { body: { email: uniqueEmail(), password: "wrong-password" }, ip });
    }
    const { email, password } = await signedUpUser();
    const started = Date.now();
    const signedIn = await call("POST", "/auth/login", { body: { email, password }, ip });
    expect(signedIn.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOT_ADDRESS_DELAY_MS);
  });

  it("slows an IPv6 /64 that fails across many accounts, whichever of its addresses it uses", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      await call("POST", "/auth/login", { body: { email: uniqueEmail(), password: "wrong-password" }, ip: `${prefix}::${(attempt + 1).toString(16)}` });
    }
    const { email, password } = await signedUpUser();
    const started = Date.now();
    const signedIn = await call("POST", "/auth/login", { body: { email, password }, ip: `${prefix}:1:2:3:4` });
    expect(signedIn.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOT_ADDRESS_DELAY_MS);
  });
});
