import { describe, expect, it } from "vitest";
import { User } from "../../packages/core/src/user";
import { call } from "../support/api";
import { emailsTo, lastEmail, linkIn } from "../support/outbox";
import { signedUpUser, uniqueEmail } from "../support/users";
import { codeAt, userWithTwoFactor } from "../support/two-factor";

const names = { first_name: "Ada", last_name: "Lovelace", company_name: "Analytical Engines" };

async function requestChange(user: { token: string; password: string }, email: string, extra: Record<string, string> = {}) {
  return call("PUT", "/update-profile", { token: user.token, body: { ...names, email, current_password: user.password, ...extra } });
}

async function confirmLink(to: string, since = 0) {
  return linkIn(await lastEmail(to, "Confirm your new email address", { since }));
}

describe("changing the email", () => {
  it("needs the current password, and switches only when the link to the new address is opened", async () => {
    const user = await signedUpUser();
    const next = uniqueEmail("moved");

    const missing = await call("PUT", "/update-profile", { token: user.token, body: { ...names, email: next } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.current_password).toBe("Enter your current password to change your email");
    const wrong = await requestChange({ ...user, password: "not-the-password" }, next);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.current_password).toBe("The password is incorrect");

    const asked = await requestChange(user, next.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(`Check ${next} for a link to confirm your new email address.`);
    expect(asked.body.data).toMatchObject({ email: user.email, pending_email: next });
    expect((await call("POST", "/auth/login", { body: { email: next, password: user.password } })).status).toBe(401);

    const link = await confirmLink(next);
    expect(link.pathname).toBe("/api/auth/confirm-email");
    const opened = await call("GET", `/auth/confirm-email${link.search}`);
    expect(opened.headers.get("location")).toBe("/auth/login?email_changed=true");

    expect((await call("GET", "/get-profile", { token: user.token })).status).toBe(401);
    expect((await call("POST", "/auth/login", { body: { email: user.email, password: user.password } })).status).toBe(401);
    const signedIn = await call("POST", "/auth/login", { body: { email: next, password: user.password } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: next, pending_email: null });
    const notice = await lastEmail(user.email, "Your email address was changed");
    expect(notice).not.toContain(next);

    const again = await call("GET", `/auth/confirm-email${link.search}`);
    expect(again.headers.get("location")).toBe("/auth/login?error=invalid_token");
  });

  it("answers the same for an address of another account, and tells that account instead", async () => {
    const owner = await signedUpUser();
    const other = await signedUpUser();
    const free = uniqueEmail("free");
    const since = Date.now();

    const taken = await requestChange(other, owner.email);
    const fresh = await requestChange(await signedUpUser(), free);
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body.data.pending_email).toBe(owner.email);

    expect(await lastEmail(owner.email, "Someone tried to use your email address", { since })).not.toContain("confirm-email");
    await confirmLink(free, since);
    expect((await emailsTo(owner.email, since)).some((mail) => mail.includes("confirm-email"))).toBe(false);
    expect((await User.fromEmail(owner.email))?.userId).toBe(owner.userId);
  });

  it("asks for an authenticator code when 2FA is on", async () => {
    const user = await userWithTwoFactor();
    const next = uniqueEmail("moved");
    const noCode = await requestChange(user, next);
    expect(noCode.body.fields.two_fa_code).toBe("Please enter the code");
    const badCode = await requestChange(user, next, { two_fa_code: "000000" });
    expect(badCode.body.fields.two_fa_code).toBe("Invalid code. Please try again.");
    const ok = await requestChange(user, next, { two_fa_code: codeAt(user.secret, 0) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.pending_email).toBe(next);
  });

  it("keeps exactly one working address when changes race", async () => {
    const user = await signedUpUser();
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await requestChange(user, first);
    const firstLink = await confirmLink(first);
    await requestChange(user, second);
    const secondLink = await confirmLink(second);

    const outcomes = await Promise.all([
      ...Array.from({ length: 3 }, () => call("GET", `/auth/confirm-email${firstLink.search}`)),
      ...Array.from({ length: 3 }, () => call("GET", `/auth/confirm-email${secondLink.search}`)),
    ]);
    const changed = outcomes.filter((reply) => reply.headers.get("location") === "/auth/login?email_changed=true");
    expect(changed).toHaveLength(1);

    const account = (await User.fromId(user.userId))!;
    expect(account.email).toBe(second);
    expect((await User.fromEmail(second))?.userId).toBe(user.userId);
    expect(await User.fromEmail(first)).toBeUndefined();
    expect(await User.fromEmail(user.email)).toBeUndefined();
    expect((await call("POST", "/auth/login", { body: { email: second, password: user.password } })).status).toBe(200);
  });

  it("retires the link when the change is cancelled", async () => {
    const user = await signedUpUser();
    const next = uniqueEmail("cancelled");
    await requestChange(user, next);
    const link = await confirmLink(next);
    const cancelled = await call("DELETE", "/pending-email", { token: user.token });
    expect(cancelled.body.data.pending_email).toBeNull();
    const opened = await call("GET", `/auth/confirm-email${link.search}`);
    expect(opened.headers.get("location")).toBe("/auth/login?error=invalid_token");
    expect((await call("POST", "/auth/login", { body: { email: user.email, password: user.password } })).status).toBe(200);
  });
});
