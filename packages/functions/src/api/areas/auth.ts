import { Auth } from "@sitecrew/core/auth";
import { VisibleError } from "@sitecrew/core/error";
import { Hono } from "hono";
import { clientIp, readJson } from "../request";
import { bearer, requireSession } from "../session";

export const authRoutes = new Hono()
  .post("/auth/register", async (c) => {
    await Auth.register(await readJson(c));
    return c.json({ message: "Please verify your email first" }, 201);
  })
  .get("/auth/verify-email", async (c) => {
    try {
      const outcome = await Auth.verifyEmail(c.req.query("token") ?? "");
      return c.redirect(outcome === "verified" ? "/auth/login?verified=true" : `/auth/login?error=${outcome}`);
    } catch (error) {
      console.error(error);
      return c.redirect("/auth/login?error=server_error");
    }
  })
  .post("/auth/login", async (c) => {
    return c.json(await Auth.login(await readJson(c), { ip: clientIp(c) }), 200);
  })
  .post("/2fa/validate", async (c) => {
    const temporary = bearer(c.req.header("authorization"));
    if (!temporary) throw new VisibleError("auth", "unauthorized", "Your session has expired. Please sign in again.");
    return c.json(await Auth.completeTwoFactor(temporary, await readJson(c), { ip: clientIp(c) }), 200);
  })
  .post("/auth/forgot-password", async (c) => {
    await Auth.forgotPassword(await readJson(c));
    return c.json({ message: "If an account exists for this email, reset instructions have been sent." }, 200);
  })
  .post("/auth/reset-password", async (c) => {
    await Auth.resetPassword(await readJson(c));
    return c.json({ message: "Your password has been reset. You can now log in." }, 200);
  })
  .post("/auth/logout", requireSession, async (c) => {
    await Auth.logout();
    return c.json({ message: "Signed out" }, 200);
  });
