import { useUserId } from "../actor";
import { VisibleError } from "../error";
import { User, type UserRecord } from "../user";
import type { Profile } from "../user/schema";
import { UserEntity } from "../user/user.entity";
import { fn, parse } from "../util/fn";
import { AuthEmails } from "./emails";
import { OneTimeToken } from "./one-time-token";
import { Password } from "./password";
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TwoFactorLoginSchema,
} from "./schema";
import type { Session } from "./session";
import { SessionToken } from "./session-token";
import { Throttle } from "./throttle";
import { TwoFactor } from "./two-factor";

export interface SignedIn {
  user: Profile | null;
  token: string;
  twoFAEnabled: boolean;
}

const invalidCredentials = () => new VisibleError("auth", "invalid_credentials", "Invalid email or password");
const unauthorized = () => new VisibleError("auth", "unauthorized", "Your session has expired. Please sign in again.");

export namespace Auth {
  export const register = fn(RegisterSchema, async (input) => {
    // Hashed before the lookup so a taken email answers as slowly as a new one.
    const passwordHash = await Password.create(input.password);
    const existing = await User.fromEmail(input.email);
    if (existing) {
      await AuthEmails.alreadyRegistered(existing.email, existing.firstName);
      return;
    }
    const user = await User.create({ ...input, passwordHash });
    if (!user) return;
    await sendVerification(user);
  });

  async function sendVerification(user: UserRecord) {
    const token = await OneTimeToken.create("verify_email", user.userId);
    await AuthEmails.verify(user.email, user.firstName, token);
  }

  export async function verifyEmail(token: string): Promise<"verified" | "invalid_token" | "expired_token"> {
    const result = await OneTimeToken.consume("verify_email", token);
    if (result.status === "invalid") return "invalid_token";
    if (result.status === "expired") return "expired_token";
    const user = await User.fromId(result.userId);
    if (!user) return "invalid_token";
    await UserEntity.patch({ userId: user.userId }).set({ emailVerified: true }).go();
    return "verified";
  }

  export async function login(raw: unknown, context: { ip?: string }): Promise<SignedIn> {
    const input = parse(LoginSchema, raw);
    const keys = Throttle.keys(input.email, context.ip);
    await Throttle.assertAllowed(keys);
    const user = await User.fromEmail(input.email);
    if (!(await Password.check(input.password, user?.passwordHash)) || !user) {
      await Throttle.recordFailure(keys);
      throw invalidCredentials();
    }
    if (!user.emailVerified) {
      await sendVerification(user);
      throw new VisibleError("forbidden", "email_not_verified", "Please verify your email first");
    }
    await Throttle.clear(keys[0]!);
    const claims = { userId: user.userId, version: user.tokenVersion ?? 0, remember: input.rememberMe };
    if (user.twoFactorEnabled) {
      return { user: null, token: await SessionToken.issue({ ...claims, purpose: "two_factor" }), twoFAEnabled: true };
    }
    return { user: User.toProfile(user), token: await SessionToken.issue({ ...claims, purpose: "access" }), twoFAEnabled: false };
  }

  /** Second step of a sign-in with 2FA: the temporary token plus an authenticator or recovery code. */
  export async function completeTwoFactor(
    temporaryToken: string,
    raw: unknown,
    context: { ip?: string },
  ): Promise<SignedIn> {
    const input = parse(TwoFactorLoginSchema, raw);
    const claims = await SessionToken.read(temporaryToken, "two_factor");
    const user = claims && (await User.fromId(claims.userId));
    if (!claims || !user || (user.tokenVersion ?? 0) !== claims.version || !user.twoFactorEnabled) throw unauthorized();
    const keys = Throttle.keys(user.email, context.ip);
    await Throttle.assertAllowed(keys);
    if (!(await TwoFactor.acceptLoginCode(user, input.token))) {
      await Throttle.recordFailure(keys);
      throw new VisibleError("auth", "invalid_code", "Invalid code. Please try again.");
    }
    const fresh = (await User.fromId(user.userId)) ?? user;
    const token = await SessionToken.issue({ ...claims, purpose: "access" });
    return { user: User.toProfile(fresh), token, twoFAEnabled: true };
  }

  export const forgotPassword = fn(ForgotPasswordSchema, async (input) => {
    const user = await User.fromEmail(input.email);
    if (!user || (input.is_admin && user.role !== "admin")) return;
    const token = await OneTimeToken.create("reset_password", user.userId);
    await AuthEmails.resetPassword(user.email, user.firstName, token);
  });

  export const resetPassword = fn(ResetPasswordSchema, async (input) => {
    const result = await OneTimeToken.consume("reset_password", input.token);
    if (result.status === "expired") {
      throw new VisibleError("input", "expired_token", "This reset link has expired. Please request a new one.");
    }
    const user = result.status === "ok" ? await User.fromId(result.userId) : undefined;
    if (!user) throw new VisibleError("input", "invalid_token", "Reset token is missing or invalid");
    await UserEntity.patch({ userId: user.userId })
      .set({ passwordHash: await Password.create(input.password), emailVerified: true })
      .add({ tokenVersion: 1 })
      .go();
    await Throttle.clear({ scope: "account", subject: user.email });
  });

  /** Ends every session of the account. */
  export async function logout() {
    await revokeSessions(useUserId());
  }

  export async function revokeSessions(userId: string): Promise<number> {
    const result = await UserEntity.patch({ userId }).add({ tokenVersion: 1 }).go({ response: "all_new" });
    return result.data.tokenVersion ?? 0;
  }

  /** Revokes every session and returns a fresh token so the current one carries on. */
  export async function renewSession(session: Session): Promise<string> {
    const version = await revokeSessions(session.userId);
    return SessionToken.access(session.userId, version, session.remember);
  }

  export async function requirePassword(user: UserRecord, password: string) {
    if (!(await Password.check(password, user.passwordHash))) {
      throw new VisibleError("input", "wrong_password", "The password is incorrect", { password: "The password is incorrect" });
    }
  }

  export async function changePassword(raw: unknown, session: Session) {
    const input = parse(ChangePasswordSchema, raw);
    const user = await User.fromId(session.userId);
    if (!user) throw User.notFound();
    if (!(await Password.check(input.currentPassword, user.passwordHash))) {
      throw new VisibleError("input", "wrong_password", "Current password is incorrect", {
        currentPassword: "Current password is incorrect",
      });
    }
    await UserEntity.patch({ userId: user.userId }).set({ passwordHash: await Password.create(input.newPassword) }).go();
    return renewSession(session);
  }

  export const deleteAccount = fn(DeleteAccountSchema, async (input) => {
    const user = await User.fromId(useUserId());
    if (!user) throw User.notFound();
    await requirePassword(user, input.password);
    await User.remove(user.userId);
  });
}

export { TwoFactor } from "./two-factor";
export { Password } from "./password";
export { authenticate, type Session } from "./session";
