import { Resource } from "sst";
import { useUserId } from "../actor";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { User, type UserRecord } from "../user";
import { UserEntity } from "../user/user.entity";
import { decrypt, encrypt } from "../util/crypto";
import { fn } from "../util/fn";
import { Reauth } from "./reauth";
import { RecoveryCode } from "./recovery-code";
import { PasswordAndCodeSchema, PasswordProofSchema, VerifyTwoFactorSchema } from "./schema";
import { acceptSecondFactor } from "./second-factor";
import { SessionToken } from "./session-token";
import { Totp } from "./totp";

const seal = (secret: string) => encrypt(secret, Resource.TwoFactorKey.value);
const unseal = (sealed: string) => decrypt(sealed, Resource.TwoFactorKey.value);

const invalidCode = () => new VisibleError("input", "invalid_code", "Invalid code. Please try again.", { token: "Invalid code. Please try again." });

async function currentUser(): Promise<UserRecord> {
  const user = await User.fromId(useUserId());
  if (!user) throw User.notFound();
  return user;
}

function assertEnabled(user: UserRecord) {
  if (!user.twoFactorEnabled) {
    throw new VisibleError("conflict", "two_factor_disabled", "Two-factor authentication is not enabled");
  }
}

export namespace TwoFactor {
  export const acceptLoginCode = acceptSecondFactor;

  /** Starts enrolment after the password: a new secret, kept sealed as pending until a code from it is verified. */
  export const enable = fn(PasswordProofSchema, async (input): Promise<{ qrDataURL: string; secret: string }> => {
    const user = await currentUser();
    if (user.twoFactorEnabled) {
      throw new VisibleError("conflict", "two_factor_enabled", "Two-factor authentication is already enabled");
    }
    await Reauth.confirm(user, { password: input.password }, { password: "password" }, false);
    const secret = Totp.createSecret();
    await UserEntity.patch({ userId: user.userId })
      .set({ twoFactorPending: seal(secret) })
      .go();
    const { default: QRCode } = await import("qrcode");
    const qrDataURL = await QRCode.toDataURL(Totp.uri(secret, user.email), { margin: 1, width: 220 });
    return { qrDataURL, secret };
  });

  export const verify = fn(VerifyTwoFactorSchema, async (input, session: { remember: boolean }) => {
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
  });

  async function confirmOwner(user: UserRecord, input: { password: string; token: string }) {
    await Reauth.confirm(user, { password: input.password, code: input.token }, { password: "password", code: "token" }, true);
  }

  export const disable = fn(PasswordAndCodeSchema, async (input, session: { remember: boolean }) => {
    const user = await currentUser();
    assertEnabled(user);
    await confirmOwner(user, input);
    const updated = await UserEntity.patch({ userId: user.userId })
      .set({ twoFactorEnabled: false })
      .remove(["twoFactorSecret", "twoFactorPending", "totpLastStep", "recoveryCodes"])
      .add({ tokenVersion: 1 })
      .go({ response: "all_new" });
    const token = await SessionToken.access(user.userId, updated.data.tokenVersion ?? 0, session.remember);
    return { status: "success" as const, token };
  });

  /** Replaces all recovery codes; the new ones are returned this once and stored only as hashes. */
  export const regenerateRecoveryCodes = fn(PasswordAndCodeSchema, async (input) => {
    const user = await currentUser();
    assertEnabled(user);
    await confirmOwner(user, input);
    const recoveryCodes = RecoveryCode.generate();
    await UserEntity.patch({ userId: user.userId })
      .set({ recoveryCodes: recoveryCodes.map(RecoveryCode.hash) })
      .go();
    return { recoveryCodes };
  });
}
