import { Auth } from "@sitecrew/core/auth";
import { VisibleError } from "@sitecrew/core/error";
import { Hono, type Context } from "hono";
import { clientIp, readJson, takesJson } from "../request";
import { bearer, type SessionEnv, signedIn } from "../session";

export const authRoutes = new Hono()
  .post("/auth/register", takesJson(Auth.register.schema), async (c) => {
    await Auth.register.raw(await readJson(c));
    return c.json({ message: "Please verify your email first" }, 201);
  })
  .post("/auth/resend-verification", takesJson(Auth.resendVerification.schema), async (c) => {
    await Auth.resendVerification.raw(await readJson(c), { ip: clientIp(c) });
    return c.json({ message: "If this address has an account waiting for verification, a new link is on its way." }, 200);
  })
  .get("/auth/verify-email", async (c) =>
    linkRedirect(c, async () => {
      const outcome = await Auth.verifyEmail(c.req.query("token") ?? "");
      return outcome === "verified" ? "verified=true" : `error=${outcome}`;
    }),
  )
  .get("/auth/confirm-email", async (c) =>
    linkRedirect(c, async () => {
      const outcome = await Auth.confirmEmailChange(c.req.query("token") ?? "");
      return outcome === "changed" ? "email_changed=true" : `error=${outcome}`;
    }),
  )
  .post("/auth/login", takesJson(Auth.login.schema), async (c) => {
    return c.json(await Auth.login.raw(await readJson(c), { ip: clientIp(c) }), 200);
  })
  .post("/2fa/validate", takesJson(Auth.completeTwoFactor.schema), async (c) => {
    const temporary = bearer(c.req.header("authorization"));
    if (!temporary) throw new VisibleError("auth", "unauthorized", "Your session has expired. Please sign in again.");
    return c.json(await Auth.completeTwoFactor.raw(await readJson(c), temporary), 200);
  })
  .post("/auth/forgot-password", takesJson(Auth.forgotPassword.schema), async (c) => {
    await Auth.forgotPassword.raw(await readJson(c));
    return c.json({ message: "If an account exists for this email, reset instructions have been sent." }, 200);
  })
  .post("/auth/reset-password/check", takesJson(Auth.checkResetLink.schema), async (c) => c.json(await Auth.checkResetLink.raw(await readJson(c)), 200))
  .post("/auth/reset-password", takesJson(Auth.resetPassword.schema), async (c) => {
    await Auth.resetPassword.raw(await readJson(c));
    return c.json({ message: "Your password has been reset. You can now log in." }, 200);
  })
  .route(
    "/",
    signedIn(
      new Hono<SessionEnv>().post("/auth/logout", async (c) => {
        await Auth.logout();
        return c.json({ message: "Signed out" }, 200);
      }),
    ),
  );

/** Links opened from an email land on the sign-in page with the outcome in its query. */
async function linkRedirect(c: Context, outcome: () => Promise<string>) {
  try {
    return c.redirect(`/auth/login?${await outcome()}`);
  } catch (error) {
    console.error(error);
    return c.redirect("/auth/login?error=server_error");
  }
}
