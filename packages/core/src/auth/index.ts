import { useUserId } from "../actor";
import { isConditionFailure } from "../db/errors";
import { runTransaction } from "../db/transaction";
import { scheduleItem } from "../report/plan";
import { ReportScheduleEntity } from "../report/schedule.entity";
import { VisibleError } from "../error";
import { User } from "../user";
import { ProfileSchema, type Profile } from "../user/schema";
import { UserEmailEntity, UserEntity } from "../user/user.entity";
import { fn } from "../util/fn";
import { createId } from "../util/id";
import { Challenge } from "./challenge";
import { EmailChange, emailChangeMessage } from "./email-change";
import { AuthNotices } from "./notices";
import { OneTimeToken } from "./one-time-token";
import { Password } from "./password";
import { Reauth } from "./reauth";
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResendVerificationSchema,
  ResetPasswordSchema,
  TokenSchema,
  TwoFactorLoginSchema,
} from "./schema";
import type { Session } from "./session";
import { SessionToken } from "./session-token";
import { clientKey } from "../net/client-key";
import { limits, Throttle, type ThrottleKey } from "../throttle";
import { TwoFactor } from "./two-factor";

export interface SignedIn {
  user: Profile | null;
  token: string;
  twoFAEnabled: boolean;
}

export type VerifyOutcome = "verified" | "already_verified" | "invalid_token" | "expired_token";

const invalidCredentials = () => new VisibleError("auth", "invalid_credentials", "Invalid email or password");
const unauthorized = () => new VisibleError("auth", "unauthorized", "Your session has expired. Please sign in again.");
const tooManySignIns = (minutes: number) => `Too many failed sign-in attempts. Please try again in ${Throttle.minutesText(minutes)}.`;
const tooManyCodes = (minutes: number) => `Too many wrong codes. Please try again in ${Throttle.minutesText(minutes)}.`;

/** Pause for an address that has failed too often: it slows guessing without locking anyone out. */
export const HOT_ADDRESS_DELAY_MS = 1000;

const resetLinkErrors = {
  invalid: () => new VisibleError("input", "invalid_token", "Reset token is missing or invalid"),
  expired: () => new VisibleError("input", "expired_token", "This reset link has expired. Please request a new one."),
  used: () => new VisibleError("input", "used_token", "This reset link has already been used. Please request a new one."),
};

export namespace Auth {
  /**
   * Creates the account, or finds the address taken, with the same work either way (hash, one
   * transaction, one queued notice) so the answer and its timing do not tell which.
   */
  export const register = fn(RegisterSchema, async (input) => {
    const passwordHash = await Password.create(input.password);
    const userId = createId("user");
    const result = await runTransaction(
      { UserEntity, UserEmailEntity, ReportScheduleEntity },
      (entities) => [
        entities.UserEmailEntity.create({ email: input.email, userId }).commit(),
        entities.UserEntity.create({ userId, ...input, passwordHash }).commit(),
        entities.ReportScheduleEntity.put(scheduleItem(userId, input.timeZone)).commit(),
      ],
      { names: ["emailClaim", "user", "reportSchedule"] },
    );
    await AuthNotices.enqueue({ kind: result.ok ? "registered" : "already_registered", email: input.email });
  });

  export const resendVerification = fn(ResendVerificationSchema, async (input, context: { ip?: string }) => {
    const key = Throttle.key("resend", clientKey(context.ip ?? "unknown"));
    await Throttle.assertAllowed(key, (minutes) => `Too many requests. Please try again in ${Throttle.minutesText(minutes)}.`);
    await Throttle.hit(key);
    await AuthNotices.enqueue({ kind: "resend_verification", email: input.email });
  });

  export async function verifyEmail(token: string): Promise<VerifyOutcome> {
    const state = await OneTimeToken.consume("verify_email", token);
    if (state.status === "invalid") return "invalid_token";
    const user = await User.fromId(state.token.userId);
    if (!user) return "invalid_token";
    if (state.status === "used" || (user.emailVerified && state.status === "ok")) {
      return user.emailVerified ? "already_verified" : "invalid_token";
    }
    if (state.status === "expired") return "expired_token";
    await UserEntity.patch({ userId: user.userId }).set({ emailVerified: true }).go();
    return "verified";
  }

  /**
   * Failures count per account and client (an IPv6 client by its /64) together: ten lock that
   * account for that client only. A client failing across many accounts is slowed down, but a
   * right password for an account it has not failed on still signs in. However many addresses a
   * guesser has, twenty failures for one account lock its sign-in for the rest of their 15
   * minutes, right password or not; its owner is told once. The lock stands at the password
   * step: a second-factor step already granted still runs on its own limits.
   */
  export const login = fn(LoginSchema, async (input, context: { ip?: string }): Promise<SignedIn> => {
    const client = clientKey(context.ip ?? "unknown");
    const pair = Throttle.key("signIn", input.email, client);
    const account = Throttle.key("signInAccount", input.email);
    await assertSignInOpen([account, pair]);
    // Without a known address (a call from inside the process) only the account's own counts apply.
    const address = context.ip ? Throttle.key("signInAddress", client) : undefined;
    if (address && (await Throttle.count(address)).count >= limits.signInAddress.max) {
      await new Promise((resolve) => setTimeout(resolve, HOT_ADDRESS_DELAY_MS));
    }
    const user = await User.fromEmail(input.email);
    if (!(await Password.check(input.password, user?.passwordHash)) || !user) {
      await Promise.all([Throttle.hit(pair), address && Throttle.hit(address), countAccountFailure(account, input.email)]);
      throw invalidCredentials();
    }
    if (!user.emailVerified) {
      await AuthNotices.enqueue({ kind: "resend_verification", email: user.email });
      throw new VisibleError("forbidden", "email_not_verified", "Please verify your email first");
    }
    await Throttle.clear(pair);
    const claims = { userId: user.userId, version: user.tokenVersion ?? 0, remember: input.rememberMe };
    if (user.twoFactorEnabled) {
      const challengeId = await Challenge.open(user.userId);
      const token = await SessionToken.issue({ ...claims, purpose: "two_factor", challengeId });
      return { user: null, token, twoFAEnabled: true };
    }
    return { user: User.toProfile(user), token: await SessionToken.issue({ ...claims, purpose: "access" }), twoFAEnabled: false };
  });

  async function assertSignInOpen(keys: ThrottleKey[]) {
    const locks = (await Promise.all(keys.map(Throttle.exceeded))).filter((state) => state.exceeded);
    if (locks.length) throw new VisibleError("rate_limit", "too_many_attempts", tooManySignIns(Math.max(...locks.map((lock) => lock.minutes))));
  }

  /**
   * The failure that reaches the allowance starts the lock; only one request can be that one,
   * however many fail at once, so the owner gets one notice per lock. Unknown addresses count
   * and queue alike, so neither the answers nor their timing tell which accounts exist.
   */
  async function countAccountFailure(account: ThrottleKey, email: string) {
    if ((await Throttle.hit(account)) === limits.signInAccount.max) await AuthNotices.enqueue({ kind: "sign_in_locked", email });
  }

  /**
   * Second step of a sign-in with 2FA. The temporary token works once and dies after five wrong
   * codes; wrong codes also count per account, and a right password does not reset that count.
   */
  export const completeTwoFactor = fn(TwoFactorLoginSchema, async (input, temporaryToken: string): Promise<SignedIn & { user: Profile }> => {
    const claims = await SessionToken.read(temporaryToken, "two_factor");
    const user = claims && (await User.fromId(claims.userId));
    if (!claims?.challengeId || !user || (user.tokenVersion ?? 0) !== claims.version || !user.twoFactorEnabled) {
      throw unauthorized();
    }
    const expired = () => new VisibleError("auth", "two_factor_expired", "Too many wrong codes. Please sign in again.");
    if (!(await Challenge.isLive(claims.challengeId, user.userId))) throw expired();
    const account = Throttle.key("twoFactor", user.userId);
    await Throttle.assertAllowed(account, tooManyCodes);
    if (!(await TwoFactor.acceptLoginCode(user, input.token))) {
      const [, last] = await Promise.all([Throttle.hit(account), Challenge.fail(claims.challengeId)]);
      if (last) throw expired();
      throw new VisibleError("auth", "invalid_code", "Invalid code. Please try again.");
    }
    if (!(await Challenge.complete(claims.challengeId))) throw expired();
    const fresh = (await User.fromId(user.userId)) ?? user;
    const token = await SessionToken.issue({ userId: claims.userId, version: claims.version, remember: claims.remember, purpose: "access" });
    return { user: User.toProfile(fresh), token, twoFAEnabled: true };
  });

  export const forgotPassword = fn(ForgotPasswordSchema, async (input) => {
    await AuthNotices.enqueue({ kind: "reset_password", email: input.email, adminOnly: input.is_admin });
  });

  /** What a reset link is now, so the page can say it is used or expired before a password is typed. */
  export const checkResetLink = fn(TokenSchema, async (input) => {
    await liveResetLink(input.token);
    return { valid: true as const };
  });

  async function liveResetLink(token: string) {
    const state = await OneTimeToken.peek("reset_password", token);
    const user = state.status === "invalid" ? undefined : await User.fromId(state.token.userId);
    if (state.status === "invalid" || !user) throw resetLinkErrors.invalid();
    const epoch = user.passwordEpoch ?? 0;
    // A link issued before the password last changed is spent, whichever way it changed.
    if (state.status === "used" || (state.token.epoch ?? 0) !== epoch) throw resetLinkErrors.used();
    if (state.status === "expired") throw resetLinkErrors.expired();
    return { userId: user.userId, email: user.email, epoch };
  }

  /**
   * Sets the new password and retires every other reset link and every session. Opening the link
   * proves the mailbox, so it also lifts the account-wide sign-in lock: the lock email advises a
   * reset, and the new password then works at once.
   */
  export const resetPassword = fn(ResetPasswordSchema, async (input) => {
    const { userId, email, epoch } = await liveResetLink(input.token);
    const passwordHash = await Password.create(input.password);
    if ((await OneTimeToken.consume("reset_password", input.token)).status !== "ok") throw resetLinkErrors.used();
    await UserEntity.patch({ userId })
      .set({ passwordHash, emailVerified: true })
      .add({ tokenVersion: 1, passwordEpoch: 1 })
      .where((attr, op) => (epoch === 0 ? `${op.notExists(attr.passwordEpoch)} OR ${op.eq(attr.passwordEpoch, 0)}` : op.eq(attr.passwordEpoch, epoch)))
      .go()
      .catch((error) => {
        throw isConditionFailure(error) ? resetLinkErrors.used() : error;
      });
    await Promise.all([Throttle.clear(Throttle.key("reauth", userId)), Throttle.clear(Throttle.key("signInAccount", email))]);
  });

  /** Ends every session of the account. */
  export async function logout() {
    await revokeSessions(useUserId());
  }

  export async function revokeSessions(userId: string): Promise<number> {
    const result = await UserEntity.patch({ userId }).add({ tokenVersion: 1 }).go({ response: "all_new" });
    return result.data.tokenVersion ?? 0;
  }

  export const changePassword = fn(ChangePasswordSchema, async (input, session: Session) => {
    const user = await User.fromId(session.userId);
    if (!user) throw User.notFound();
    await Reauth.confirm(user, { password: input.currentPassword }, { password: "currentPassword", wrongPassword: "Current password is incorrect" }, false);
    const result = await UserEntity.patch({ userId: user.userId })
      .set({ passwordHash: await Password.create(input.newPassword) })
      .add({ tokenVersion: 1, passwordEpoch: 1 })
      .go({ response: "all_new" });
    return SessionToken.access(session.userId, result.data.tokenVersion ?? 0, session.remember);
  });

  /** Names change at once; a new email only once its link is opened (see EmailChange). */
  export const updateProfile = fn(ProfileSchema, async (input) => {
    const user = await User.fromId(useUserId());
    if (!user) throw User.notFound();
    const emailChanged = input.email !== user.email;
    if (emailChanged && input.email !== user.pendingEmail) {
      await EmailChange.request(user, input.email, { password: input.current_password, code: input.two_fa_code });
    }
    await User.rename(user.userId, { firstName: input.first_name, lastName: input.last_name, companyName: input.company_name });
    return {
      data: await User.profile(),
      message: emailChanged ? emailChangeMessage(input.email) : "Profile updated successfully!",
    };
  });

  export async function cancelEmailChange() {
    await EmailChange.cancel(useUserId());
    return User.profile();
  }

  export const confirmEmailChange = (token: string) => EmailChange.confirm(token);

  export const deleteAccount = fn(DeleteAccountSchema, async (input) => {
    const user = await User.fromId(useUserId());
    if (!user) throw User.notFound();
    await Reauth.confirm(user, { password: input.password }, { password: "password" }, false);
    await User.remove(user.userId);
  });
}

export { TwoFactor } from "./two-factor";
export { Password } from "./password";
export { authenticate, type Session } from "./session";
