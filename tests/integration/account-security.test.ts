import { describe, expect, it } from "vitest";
import { limits, Throttle } from "../../packages/core/src/throttle";
import { call } from "../support/api";
import { emailsTo, lastEmail, linkIn, mailSettled } from "../support/outbox";
import { codeAt, userWithTwoFactor } from "../support/two-factor";
import { PASSWORD, registeredUser, signedUpUser, uniqueEmail } from "../support/users";

const signIn = (user: { email: string; password: string }) => call("POST", "/auth/login", { body: { email: user.email, password: user.password } });
const validate = (temporary: string, code: string) => call("POST", "/2fa/validate", { token: temporary, body: { token: code } });

const LOCKED = /^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/;
const LOCK_SUBJECT = "Sign-in to your account was locked";

const guessFrom = (ip: string, email: string, password = "wrong-password") => call("POST", "/auth/login", { body: { email, password }, ip });
const octet = () => 1 + Math.floor(Math.random() * 250);
/** A fresh IPv4 block and IPv6 /64 per test, so runs within one window do not share counts. */
const ipv4Block = () => `198.19.${octet()}`;
const ipv6Prefix = () => `2001:db8:${octet().toString(16)}${octet().toString(16)}:${octet().toString(16)}`;

async function lockEmails(email: string, since: number) {
  await mailSettled();
  return (await emailsTo(email, since)).filter((text) => text.includes(`Subject: ${LOCK_SUBJECT}`));
}

async function resetLink(email: string) {
  const since = Date.now();
  await call("POST", "/auth/forgot-password", { body: { email } });
  return linkIn(await lastEmail(email, "Reset your password", { since })).searchParams.get("token")!;
}

describe("sign-in guessing from many addresses", () => {
  it("locks the account for everyone after twenty failures from any addresses, and tells its owner once", async () => {
    const user = await registeredUser();
    const other = await registeredUser();
    const block = ipv4Block();
    const since = Date.now();
    const statuses: number[] = [];
    for (const host of [1, 2, 3]) {
      for (let attempt = 0; attempt < limits.signIn.max; attempt++) statuses.push((await guessFrom(`${block}.${host}`, user.email)).status);
    }
    // Each address stays under its own ten; the account's twenty run out on the second address.
    expect(statuses.filter((status) => status === 401)).toHaveLength(limits.signInAccount.max);
    expect(statuses.slice(limits.signInAccount.max).every((status) => status === 429)).toBe(true);

    const right = await guessFrom(`${block}.4`, user.email, user.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(LOCKED);
    expect((await guessFrom(`${block}.4`, other.email, other.password)).status).toBe(200);

    const mails = await lockEmails(user.email, since);
    expect(mails).toHaveLength(1);
    const [mail = ""] = mails;
    expect(mail).toContain("many failed attempts");
    expect(mail).toContain("paused for up to 15 minutes");
    const link = linkIn(mail);
    expect(link.pathname).toBe("/auth/login");
    expect(link.searchParams.get("mode")).toBe("forgot-password");
  });

  it("sends one lock email however many failures arrive at once", async () => {
    const user = await registeredUser();
    const block = ipv4Block();
    const since = Date.now();
    const guesses = Array.from({ length: limits.signInAccount.max + 10 }, (_, index) => guessFrom(`${block}.${index + 1}`, user.email));
    const statuses = (await Promise.all(guesses)).map((reply) => reply.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect((await guessFrom(`${block}.200`, user.email, user.password)).status).toBe(429);
    expect(await lockEmails(user.email, since)).toHaveLength(1);
    // What the mail allowance counted: two emails written in one millisecond would share a file.
    expect((await Throttle.count(Throttle.key("mail", user.email))).count).toBe(1);
  });

  it("counts IPv6 addresses of one /64 as one client", async () => {
    const user = await registeredUser();
    const prefix = ipv6Prefix();
    for (let attempt = 0; attempt < limits.signIn.max; attempt++) {
      expect((await guessFrom(`${prefix}::${(attempt % 2) + 1}`, user.email)).status).toBe(401);
    }
    const third = await guessFrom(`${prefix}:0:ab:cd:3`, user.email, user.password);
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(LOCKED);
    // Ten failures are only half the account's allowance: another network still signs in.
    expect((await guessFrom(`${ipv6Prefix()}::1`, user.email, user.password)).status).toBe(200);
  });

  it("locks at the password step with 2FA, and a second step granted before the lock still completes", async () => {
    const user = await userWithTwoFactor();
    const granted = (await signIn(user)).body.token;
    const block = ipv4Block();
    for (let attempt = 0; attempt < limits.signInAccount.max; attempt++) await guessFrom(`${block}.${(attempt % 3) + 1}`, user.email);
    const locked = await guessFrom(`${block}.9`, user.email, user.password);
    expect(locked.status).toBe(429);
    expect(locked.body.token).toBeUndefined();
    expect((await validate(granted, codeAt(user.secret, 0))).status).toBe(200);
  });

  it("lifts the lock once the owner resets the password from the emailed link", async () => {
    const user = await registeredUser();
    const block = ipv4Block();
    for (let attempt = 0; attempt < limits.signInAccount.max; attempt++) await guessFrom(`${block}.${(attempt % 3) + 1}`, user.email);
    expect((await guessFrom(`${block}.9`, user.email, user.password)).status).toBe(429);
    const token = await resetLink(user.email);
    expect((await call("POST", "/auth/reset-password", { body: { token, password: "Fresh-Pass-909" } })).status).toBe(200);
    expect((await guessFrom(`${block}.9`, user.email, "Fresh-Pass-909")).status).toBe(200);
  });
});

describe("the second sign-in step", () => {
  it("kills the temporary token after five wrong codes", async () => {
    const user = await userWithTwoFactor();
    const temporary = (await signIn(user)).body.token;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await validate(temporary, "000000");
      expect(wrong.body.code).toBe("invalid_code");
    }
    const fifth = await validate(temporary, "000000");
    expect(fifth.status).toBe(401);
    expect(fifth.body).toMatchObject({ code: "two_factor_expired", message: "Too many wrong codes. Please sign in again." });
    expect((await validate(temporary, codeAt(user.secret, 0))).body.code).toBe("two_factor_expired");
  });

  it("counts wrong codes per account, and a right password does not reset the count", async () => {
    const user = await userWithTwoFactor();
    for (let round = 0; round < limits.twoFactor.max / 5; round++) {
      const temporary = (await signIn(user)).body.token;
      for (let attempt = 0; attempt < 5; attempt++) await validate(temporary, "000000");
    }
    const fresh = await signIn(user);
    expect(fresh.status).toBe(200);
    const locked = await validate(fresh.body.token, codeAt(user.secret, 0));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong codes\. Please try again in 1[45] minutes\.$/);
  });
});

describe("reset links", () => {
  it("retires every other outstanding link once one is used", async () => {
    const { email } = await signedUpUser();
    const first = await resetLink(email);
    const second = await resetLink(email);
    expect((await call("POST", "/auth/reset-password/check", { body: { token: first } })).body).toEqual({ valid: true });

    expect((await call("POST", "/auth/reset-password", { body: { token: second, password: "Fresh-Pass-101" } })).status).toBe(200);
    const checked = await call("POST", "/auth/reset-password/check", { body: { token: first } });
    expect(checked.status).toBe(400);
    expect(checked.body).toMatchObject({ code: "used_token", message: "This reset link has already been used. Please request a new one." });
    expect((await call("POST", "/auth/reset-password", { body: { token: first, password: "Other-Pass-202" } })).status).toBe(400);
    expect((await call("POST", "/auth/login", { body: { email, password: "Fresh-Pass-101" } })).status).toBe(200);
  });

  it("retires outstanding links when the password is changed, and tells an unknown link apart", async () => {
    const user = await signedUpUser();
    const link = await resetLink(user.email);
    await call("PUT", "/change-password", { token: user.token, body: { currentPassword: PASSWORD, newPassword: "Changed-Pass-303" } });
    expect((await call("POST", "/auth/reset-password/check", { body: { token: link } })).body.code).toBe("used_token");
    const unknown = await call("POST", "/auth/reset-password/check", { body: { token: "no-such-link" } });
    expect(unknown.body).toMatchObject({ code: "invalid_token", message: "Reset token is missing or invalid" });
  });
});

describe("re-checks of the password", () => {
  it("lock after ten wrong passwords, even for the right one", async () => {
    const user = await signedUpUser();
    for (let attempt = 0; attempt < limits.reauth.max; attempt++) {
      const wrong = await call("PUT", "/change-password", { token: user.token, body: { currentPassword: "wrong-password", newPassword: "Next-Pass-404" } });
      expect(wrong.status).toBe(400);
    }
    const locked = await call("PUT", "/change-password", { token: user.token, body: { currentPassword: PASSWORD, newPassword: "Next-Pass-404" } });
    expect(locked.status).toBe(429);
    const deleting = await call("POST", "/delete-account", { token: user.token, body: { confirm: "DELETE", password: PASSWORD } });
    expect(deleting.status).toBe(429);
    expect((await call("POST", "/2fa/enable", { token: user.token, body: { password: PASSWORD } })).status).toBe(429);
  });
});

describe("account mail", () => {
  it("sends at most five messages an hour to one recipient", async () => {
    const { email } = await signedUpUser();
    // The verification link already used one of the five.
    const allowance = limits.mail.max - 1;
    const since = Date.now();
    for (let request = 0; request < limits.mail.max + 3; request++) {
      expect((await call("POST", "/auth/forgot-password", { body: { email } })).status).toBe(200);
    }
    await mailSettled();
    expect(await emailsTo(email, since)).toHaveLength(allowance);
  });

  it("resends a verification link only to an unverified account, throttled per address", async () => {
    const email = uniqueEmail("pending");
    await call("POST", "/auth/register", { body: { firstName: "A", lastName: "B", email, companyName: "C", password: PASSWORD } });
    await lastEmail(email, "Verify your email address");
    const since = Date.now();
    const ip = `198.18.0.${1 + Math.floor(Math.random() * 250)}`;
    const resent = await call("POST", "/auth/resend-verification", { body: { email }, ip });
    expect(resent.status).toBe(200);
    const link = linkIn(await lastEmail(email, "Verify your email address", { since }));
    expect((await call("GET", `/auth/verify-email${link.search}`)).headers.get("location")).toBe("/auth/login?verified=true");

    const verifiedSince = Date.now();
    for (let request = 1; request < limits.resend.max; request++) {
      expect((await call("POST", "/auth/resend-verification", { body: { email }, ip })).status).toBe(200);
    }
    const throttled = await call("POST", "/auth/resend-verification", { body: { email }, ip });
    expect(throttled.status).toBe(429);
    await mailSettled();
    expect(await emailsTo(email, verifiedSince)).toHaveLength(0);
  });

  it("limits verification resends per IPv6 /64, not per address", async () => {
    const prefix = ipv6Prefix();
    const email = uniqueEmail("pending");
    for (let request = 1; request <= limits.resend.max; request++) {
      expect((await call("POST", "/auth/resend-verification", { body: { email }, ip: `${prefix}::${request}` })).status).toBe(200);
    }
    expect((await call("POST", "/auth/resend-verification", { body: { email }, ip: `${prefix}:1:2:3:4` })).status).toBe(429);
  });
});
