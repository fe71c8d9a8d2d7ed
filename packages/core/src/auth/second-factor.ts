import { Resource } from "sst";
import { isConditionFailure } from "../db/errors";
import type { UserRecord } from "../user";
import { UserEntity } from "../user/user.entity";
import { decrypt } from "../util/crypto";
import { RecoveryCode } from "./recovery-code";
import { Totp } from "./totp";

/** Accepts a current authenticator code once, or an unused recovery code. */
export async function acceptSecondFactor(user: UserRecord, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code.trim())) return consumeTotp(user, code.trim());
  if (RecoveryCode.looksLikeOne(code)) return consumeRecoveryCode(user, code);
  return false;
}

async function consumeTotp(user: UserRecord, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const step = Totp.matchStep(decrypt(user.twoFactorSecret, Resource.TwoFactorKey.value), code);
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
