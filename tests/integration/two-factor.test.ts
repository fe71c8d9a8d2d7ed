import { describe, expect, it } from "vitest";
import { call } from "../support/api";
import { codeAt, userWithTwoFactor } from "../support/two-factor";
import { signedUpUser } from "../support/users";

describe("two-factor sign-in", () => {
  it("checks the secret and the code format when enabling", async () => {
    const { token, password } = await signedUpUser();
    const { body } = await call("POST", "/2fa/enable", { token, body: { password } });
    const wrongSecret = await call("POST", "/2fa/verify", { token, body: { token: "123456", secret: "AAAA" } });
    expect(wrongSecret.body.message).toBe("Secret key not found");
    const badFormat = await call("POST", "/2fa/verify", { token, body: { token: "12345", secret: body.secret } });
    expect(badFormat.body.message).toBe("Please enter a valid 6-digit code");
    const wrongCode = await call("POST", "/2fa/verify", {
      token,
      body: { token: codeAt(body.secret, 5), secret: body.secret },
    });
    expect(wrongCode.body.message).toBe("Invalid code. Please try again.");
  });

  it("revokes older sessions when 2FA is turned on", async () => {
    const user = await userWithTwoFactor();
    expect((await call("GET", "/get-profile", { token: user.oldToken })).status).toBe(401);
    const profile = await call("GET", "/get-profile", { token: user.token });
    expect(profile.body.data.two_fa_enabled).toBe(true);
    expect(profile.body.data.recovery_codes_remaining).toBe(10);
  });

  it("gives only a temporary token at login, good for /2fa/validate alone", async () => {
    const user = await userWithTwoFactor();
    const login = await call("POST", "/auth/login", { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ twoFAEnabled: true, user: null });
    const temporary = login.body.token;
    expect((await call("GET", "/get-profile", { token: temporary })).status).toBe(401);

    const missing = await call("POST", "/2fa/validate", { token: temporary, body: { token: "" } });
    expect(missing.body.message).toBe("Please enter the code");
    const wrong = await call("POST", "/2fa/validate", { token: temporary, body: { token: codeAt(user.secret, 10) } });
    expect(wrong.status).toBe(401);

    const code = codeAt(user.secret, 0);
    const validated = await call("POST", "/2fa/validate", { token: temporary, body: { token: code } });
    expect(validated.status).toBe(200);
    expect(validated.body.user.email).toBe(user.email);
    expect((await call("GET", "/get-profile", { token: validated.body.token })).status).toBe(200);

    const replay = await call("POST", "/2fa/validate", { token: temporary, body: { token: code } });
    expect(replay.status).toBe(401);
    const older = await call("POST", "/2fa/validate", { token: temporary, body: { token: codeAt(user.secret, -1) } });
    expect(older.status).toBe(401);
  });

  it("accepts each recovery code once in place of a code", async () => {
    const user = await userWithTwoFactor();
    const login = await call("POST", "/auth/login", { body: { email: user.email, password: user.password } });
    const recovery = user.recoveryCodes[3]!.toUpperCase();
    const first = await call("POST", "/2fa/validate", { token: login.body.token, body: { token: recovery } });
    expect(first.status).toBe(200);
    expect(first.body.user.recovery_codes_remaining).toBe(9);
    const second = await call("POST", "/2fa/validate", { token: login.body.token, body: { token: recovery } });
    expect(second.status).toBe(401);
  });

  it("lets two concurrent uses of one code succeed only once", async () => {
    const user = await userWithTwoFactor();
    const login = await call("POST", "/auth/login", { body: { email: user.email, password: user.password } });
    const code = codeAt(user.secret, 1);
    const results = await Promise.all(Array.from({ length: 5 }, () => call("POST", "/2fa/validate", { token: login.body.token, body: { token: code } })));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
  });

  it("regenerates recovery codes and disables with the password and a code", async () => {
    const user = await userWithTwoFactor();
    const wrong = await call("POST", "/2fa/recovery-codes", { token: user.token, body: { password: "nope-nope", token: codeAt(user.secret, 0) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.password).toBe("The password is incorrect");
    const noCode = await call("POST", "/2fa/recovery-codes", { token: user.token, body: { password: user.password } });
    expect(noCode.body.fields.token).toBe("Please enter the code");
    const codeOnly = await call("POST", "/2fa/recovery-codes", { token: user.token, body: { token: codeAt(user.secret, 0) } });
    expect(codeOnly.body.fields.password).toBe("Please enter your password");
    const regenerated = await call("POST", "/2fa/recovery-codes", {
      token: user.token,
      body: { password: user.password, token: codeAt(user.secret, 0) },
    });
    expect(regenerated.body.recoveryCodes).toHaveLength(10);

    const login = await call("POST", "/auth/login", { body: { email: user.email, password: user.password } });
    const old = await call("POST", "/2fa/validate", { token: login.body.token, body: { token: user.recoveryCodes[0] } });
    expect(old.status).toBe(401);

    const withoutCode = await call("POST", "/2fa/disable", { token: user.token, body: { password: user.password } });
    expect(withoutCode.status).toBe(400);
    const disabled = await call("POST", "/2fa/disable", {
      token: user.token,
      body: { password: user.password, token: regenerated.body.recoveryCodes[0] },
    });
    expect(disabled.status).toBe(200);
    expect((await call("GET", "/get-profile", { token: user.token })).status).toBe(401);
    const plain = await call("POST", "/auth/login", { body: { email: user.email, password: user.password } });
    expect(plain.body.twoFAEnabled).toBe(false);
  });
});
