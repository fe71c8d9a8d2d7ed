import { describe, expect, it } from "vitest";
import { limits } from "../../packages/core/src/throttle";
import { call } from "../support/api";
import { emailsTo, lastEmail, linkIn, mailSettled } from "../support/outbox";
import { codeAt, userWithTwoFactor } from "../support/two-factor";
import { PASSWORD, signedUpUser, uniqueEmail } from "../support/users";

const signIn = (user: { email: string; password: string }) => call("POST", "/auth/login", { body: { email: user.email, password: user.password } });
const validate = (temporary: string, code: string) => call("POST", "/2fa/validate", { token: temporary, body: { token: code } });

async function resetLink(email: string) {
  const since = Date.now();
  await call("POST", "/auth/forgot-password", { body: { email } });
  return linkIn(await lastEmail(email, "Reset your password", { since })).searchParams.get("token")!;
}

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
});
