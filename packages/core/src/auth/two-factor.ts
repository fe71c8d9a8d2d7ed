import { Resource } from "sst";
import { useUserId } from "../actor";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { User, type UserRecord } from "../user";
import { UserEntity } from "../user/user.entity";
import { decrypt, encrypt } from "../util/crypto";
import { parse } from "../util/fn";
import { Password } from "./password";
import { RecoveryCode } from "./recovery-code";
import { ReauthSchema, VerifyTwoFactorSchema } from "./schema";
import { SessionToken } from "./session-token";
import { Totp } from "./totp";

const seal = (secret: string) => encrypt(secret, Resource.TwoFactorKey.value);
const unseal = (sealed: string) => decrypt(sealed, Resource.TwoFactorKey.value);

const invalidCode = () =>
  new VisibleError("input", "invalid_code", "Invalid code. Please try again.", { token: "Invalid code. Please try again." });

async function currentUser(): Promise<UserRecord> {
  const user = await User.fromId(useUserId());
  if (!user) throw User.notFound();
  return user;
}

export namespace TwoFactor {
  /** Starts enrolment: a new secret, kept sealed as pending until a code from it is verified. */
  export async function enable(): Promise<{ qrDataURL: string; secret: string }> {
    const user = await currentUser();
    if (user.twoFactorEnabled) {
      throw new VisibleError("conflict", "two_factor_enabled", "Two-factor authentication is already enabled");
    }
    const secret = Totp.createSecret();
    await UserEntity.patch({ userId: user.userId }).set({ twoFactorPending: seal(secret) }).go();
    const { default: QRCode } = await import("qrcode");
    const qrDataURL = await QRCode.toDataURL(Totp.uri(secret, user.email), { margin: 1, width: 220 });
    return { qrDataURL, secret };
  }

  export async function verify(raw: unknown, session: { remember: boolean }) {
    const input = parse(VerifyTwoFactorSchema, raw);
    const user = await currentUser();
    const pending = user.twoFactorPending ? unseal(user.twoFactorPending) : undefined;
    if (!pending || pending !== input.secret.replace(/\s/g, "").toUpperCase()) {
      throw new VisibleError("input", "secret_not_found", "Secret key not found");
    }
    const step = Totp.matchStep(pending, input.token);
    if (step === undefined) throw invalidCode();
    const recoveryCodes = RecoveryCode.generate();
    try {
      const updated = await UserEntity.patch({ userId: user.userId })
        .set({
          twoFactorEnabled: true,
          twoFactorSecret: user.twoFactorPending,
          totpLastStep: step,
          recoveryCodes: recoveryCodes.map(RecoveryCode.hash),
        })
        .remove(["twoFactorPending"])
        .add({ tokenVersion: 1 })
        .where((attr, op) => op.eq(attr.twoFactorPending, user.twoFactorPending!))
        .go({ response: "all_new" });
      const token = await SessionToken.access(user.userId, updated.data.tokenVersion ?? 0, session.remember);
      return { status: "success" as const, recoveryCodes, token };
    } catch (error) {
      if (isConditionFailure(error)) throw new VisibleError("input", "secret_not_found", "Secret key not found");
      throw error;
    }
  }

  /** Accepts a current authenticator code once, or an unused recovery code, during sign-in. */
  export async function acceptLoginCode(user: UserRecord, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code.trim())) return consumeTotp(user, code.trim());
    if (RecoveryCode.looksLikeOne(code)) return consumeRecoveryCode(user, code);
    return false;
  }

  async function consumeTotp(user: UserRecord, code: string): Promise<boolean> {
    if (!user.twoFactorSecret) return false;
    const step = Totp.matchStep(unseal(user.twoFactorSecret), code);
    if (step === undefined) return false;
    try {
      await UserEntity.patch({ userId: user.userId })
        .set({ totpLastStep: step })
        .where((attr, op) => `${op.notExists(attr.totpLastStep)} OR ${op.lt(attr.totpLastStep, step)}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async function consumeRecoveryCode(user: UserRecord, code: string): Promise<boolean> {
    const hash = RecoveryCode.hash(code);
    try {
      await UserEntity.patch({ userId: user.userId })
        .delete({ recoveryCodes: [hash] })
        .where((attr, op) => op.contains(attr.recoveryCodes, hash))
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Either a current authenticator code or the account password. */
  async function requirePresence(user: UserRecord, raw: unknown) {
    const input = parse(ReauthSchema, raw);
    if (input.token) {
      if (!(await acceptLoginCode(user, input.token))) throw invalidCode();
      return;
    }
    if (!(await Password.check(input.password ?? "", user.passwordHash))) {
      throw new VisibleError("input", "wrong_password", "The password is incorrect", { password: "The password is incorrect" });
    }
  }

  export async function disable(raw: unknown, session: { remember: boolean }) {
    const user = await currentUser();
    if (!user.twoFactorEnabled) {
      throw new VisibleError("conflict", "two_factor_disabled", "Two-factor authentication is not enabled");
    }
    await requirePresence(user, raw);
    const updated = await UserEntity.patch({ userId: user.userId })
      .set({ twoFactorEnabled: false })
      .remove(["twoFactorSecret", "twoFactorPending", "totpLastStep", "recoveryCodes"])
      .add({ tokenVersion: 1 })
      .go({ response: "all_new" });
    const token = await SessionToken.access(user.userId, updated.data.tokenVersion ?? 0, session.remember);
    return { status: "success" as const, token };
  }

  /** Replaces all recovery codes; the new ones are returned this once and stored only as hashes. */
  export async function regenerateRecoveryCodes(raw: unknown) {
    const user = await currentUser();
    if (!user.twoFactorEnabled) {
      throw new VisibleError("conflict", "two_factor_disabled", "Two-factor authentication is not enabled");
    }
    await requirePresence(user, raw);
    const recoveryCodes = RecoveryCode.generate();
    await UserEntity.patch({ userId: user.userId }).set({ recoveryCodes: recoveryCodes.map(RecoveryCode.hash) }).go();
    return { recoveryCodes };
  }
}
